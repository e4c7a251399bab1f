export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

/** Before the router exists (or outside it) a navigation is a full page load. */
const documentNavigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let navigate: Navigate = documentNavigate;

/**
 * Lets code outside React (the request layer, error display) navigate through the router, so a 401 or a
 * REDIRECT error keeps the app loaded. app/ registers the router's navigate at start-up.
 */
export function setNavigator(next: Navigate | null): void {
  navigate = next ?? documentNavigate;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigate(to, options);
}

/** Path and query of the page being shown, the `redirect` target after signing in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A page address with its query: empty and missing values are left out, the rest URL-encoded. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
