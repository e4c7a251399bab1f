import type { TitleKey } from '../locales/resources.ts';

/** What every route of the table carries in its `handle`. */
export interface RouteHandle {
  titleKey: TitleKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).titleKey === 'string';
}
