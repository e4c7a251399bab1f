/**
 * The screen the user is looking at, as a random id sent with every call (header x-screen-view): the server's
 * audit trail keeps one row per screen and child rather than one per call (issue 15 item 5). A new id starts
 * whenever the address (path and query) changes; paging and refetching inside a screen keep it.
 */
let current = newId();
let currentAddress: string | null = null;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure origins lack randomUUID: a version-4 uuid from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Called as a route starts loading; a new address is a new screen. */
export function enterScreen(address: string): void {
  if (address === currentAddress) return;
  currentAddress = address;
  current = newId();
}

export function currentScreenView(): string {
  return current;
}
