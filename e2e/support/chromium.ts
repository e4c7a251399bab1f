import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser), or CHROMIUM_PATH. Null when neither exists. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}
