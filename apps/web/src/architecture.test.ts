import { expect, test } from 'vitest';

/**
 * Bundle rules the lint does not hold. The direction of imports (shared -> features -> app, features independent)
 * is the lint's job now: eslint.config.js, import-x/no-restricted-paths, proven by scripts/lint-rules.test.ts.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((match) => match[1]!);
}

/** `lib`, `components`, `app`, `locales`, or `features/<name>`, from a path like ./lib/i18n/index.ts. */
function area(path: string): string {
  const [, top = '', name = ''] = path.split('/');
  return top === 'features' ? `features/${name}` : top;
}

test('the shell never imports the chart library; only chart components do', () => {
  const offenders = Object.entries(sources)
    .filter(([file]) => !file.startsWith('./components/charts/'))
    .filter(([, source]) => importsOf(source).some((specifier) => specifier === 'echarts' || specifier.startsWith('echarts/')))
    .map(([file]) => file);
  expect(offenders).toEqual([]);
});

test('the shell takes values from the zod-free contracts entry, so no first screen carries zod', () => {
  // Type imports are erased; a value import from the package index can bring a schema module, and zod, along.
  const valueImportFromIndex = /^import\s+\{[^}]*\}\s+from\s+'@sprout\/contracts';/m;
  const offenders = Object.entries(sources)
    .filter(([file]) => ['lib', 'app', 'components'].includes(area(file)) || file === './main.tsx')
    .filter(([, source]) => valueImportFromIndex.test(source))
    .map(([file]) => file);
  expect(offenders).toEqual([]);
});
