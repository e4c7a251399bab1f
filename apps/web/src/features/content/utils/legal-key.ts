import type { LegalKey } from '@sprout/contracts';
import { LEGAL_KEYS } from '@sprout/contracts/light';

/** The legal text a route shows: its path is the key (/privatePolicy -> privatePolicy). */
export function legalKeyOfPath(pathname: string): LegalKey | null {
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return (LEGAL_KEYS as readonly string[]).includes(key) ? (key as LegalKey) : null;
}
