#!/usr/bin/env node
/**
 * Names the service worker's cache after the build: `sprout-shell-<hash of every file name under dist/assets>`.
 * The built files carry content hashes in their names, so any change to any of them gives a new cache name, the
 * browser sees a new sw.js (byte-compared on each navigation), installs it, and the old build's cache is dropped
 * when it takes over (public/sw.js, `activate`). A fixed name kept every old build's files on every phone.
 *
 * Usage: node scripts/stamp-service-worker.mjs [distDir]   (default: this app's dist/; before precompress.mjs)
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PLACEHOLDER = '__BUILD_ID__';

export function buildId(distDir) {
  const names = readdirSync(join(distDir, 'assets'), { recursive: true }).map(String).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

export function stampServiceWorker(distDir) {
  const file = join(distDir, 'sw.js');
  const source = readFileSync(file, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`${file} has no ${PLACEHOLDER} to stamp (stamped twice?)`);
  const id = buildId(distDir);
  writeFileSync(file, source.replaceAll(PLACEHOLDER, id));
  return id;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(`service worker cache: sprout-shell-${stampServiceWorker(distDir)}`);
}
