import { Navigate, useLocation } from 'react-router';

/** Hash routes of the health site this app answers; its root is the child's health advice. */
const HASH_ROUTES: Record<string, string> = { '': '/healthAdvices/patient/healthAdvices', '/': '/healthAdvices/patient/healthAdvices' };

/**
 * /health/#/…: the health site of spec §1 where the environment's mobile host is this server. It forwards its
 * hash route to the page that holds it (the advice page picks the member chosen on home).
 */
export default function HealthSitePage() {
  const { hash } = useLocation();
  const route = hash.replace(/^#/, '');
  const [routePath = '', query = ''] = route.split('?');
  const target = HASH_ROUTES[routePath] ?? HASH_ROUTES['/']!;
  return <Navigate to={query ? `${target}?${query}` : target} replace />;
}
