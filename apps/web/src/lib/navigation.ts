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
