import { expect, test } from 'vitest';

/**
 * STYLE habit 3: dependencies point shared -> features -> app. lib/ and components/ never import a feature
 * or app/; a feature never imports another feature (app/ composes them). Tests are exempt.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((match) => match[1]!);
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** `lib`, `components`, `app`, `locales`, or `features/<name>`, from a path like ./lib/i18n/index.ts. */
function area(path: string): string {
  const [, top = '', name = ''] = path.split('/');
  return top === 'features' ? `features/${name}` : top;
}

test('imports follow shared -> features -> app', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(50);
  const violations: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const from = area(file);
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const to = area(target);
      const shared = from === 'lib' || from === 'components' || from === 'locales';
      if (shared && (to === 'app' || to.startsWith('features/'))) violations.push(`${file} -> ${specifier}`);
      if (from.startsWith('features/') && to.startsWith('features/') && to !== from) violations.push(`${file} -> ${specifier}`);
      if (from.startsWith('features/') && to === 'app') violations.push(`${file} -> ${specifier}`);
    }
  }
  expect(violations).toEqual([]);
});

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
