import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (never a downloaded browser), or CHROMIUM_PATH. Null when neither exists.
 *
 * `shell`: Debian's headless shell of the same Chromium build (package chromium-headless-shell) when it is
 * installed: the same Blink and V8 without the full browser around them, about half the CPU a journey costs the full
 * browser (decision 3800). `full`: always the full browser.
 */
export function findChromium(kind: 'shell' | 'full' = 'shell'): string | null {
  const shell = kind === 'shell' ? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'] : [];
  const candidates = [process.env.CHROMIUM_PATH, ...shell, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}
