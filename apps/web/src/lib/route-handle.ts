import type { Namespace, TitleKey } from '../locales/resources.ts';

/** What every route of the table carries in its `handle`. */
export interface RouteHandle {
  titleKey: TitleKey;
  /** The locale namespaces its page loads with its chunk (beyond STARTUP_NAMESPACES). */
  namespaces: readonly Namespace[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}
