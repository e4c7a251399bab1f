import { Navigate, useLocation } from 'react-router';
import { HEALTH_SITE } from '@sprout/contracts/light';

/**
 * /health/#/…: the health site of spec §1 where the environment's mobile host is this server. It forwards its
 * hash route's query to the child's health advice (the advice page picks the member chosen on home without one).
 * A first load never gets here: the server answers /health with a page that forwards before any script loads
 * (apps/server/src/http/health-site.ts); this covers a navigation inside the app.
 */
export default function HealthSitePage() {
  const { hash } = useLocation();
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return <Navigate to={`${HEALTH_SITE.home}${query}`} replace />;
}
