// `npm run stack -w @sprout/server < log`: a log's stack traces with the build's positions (dist/main.js:line:column,
// dist/chunks/...) told as the sources' (src/auth/audit.ts:line:column), read from the maps the build writes beside
// its files. The server runs without `--enable-source-maps` (docs/decisions/4700-stacks-mapped-after.md): Node
// would parse the 2 MB map at the first stack a process formats, 350 ms with every request waiting.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {Map<string, SourceMap | null>} */
const maps = new Map();

/**
 * The map of a built file, read once; null when the file has none.
 * @param {string} file
 * @returns {SourceMap | null}
 */
function mapOf(file) {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(file) ?? null;
}

/**
 * `text` with every position in a built file of `distDir` told as its source's, relative to `root`.
 * @param {string} text
 * @param {string} distDir
 * @param {string} root
 * @returns {string}
 */
export function mapStack(text, distDir, root) {
  return text.replace(
    /(?:file:\/\/)?(\/[^\s():]*?\.js):(\d+):(\d+)/g,
    (/** @type {string} */ whole, /** @type {string} */ file, line, column) => {
      if (!path.resolve(file).startsWith(path.resolve(distDir) + path.sep)) return whole;
      const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
      // An empty object where the map has nothing at that position.
      if (!entry || !('originalSource' in entry)) return whole;
      const source = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      return `${path.relative(root, source)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const input = readFileSync(0, 'utf8');
  process.stdout.write(mapStack(input, path.join(serverDir, 'dist'), path.resolve(serverDir, '../..')));
}
