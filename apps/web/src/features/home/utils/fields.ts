/**
 * Readers for fields of calls other modules own (growth, eye, health record): the home cards take what is
 * there and treat anything else as missing, so a shape change degrades a card instead of breaking the page.
 */
export function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
