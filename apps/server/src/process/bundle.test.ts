import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * The server's build (scripts/build.mjs, decision 3900) as this run built it: the npm packages loaded at start are
 * inside it, and those loaded on first use are not imported by it at start, where esbuild would hoist an import
 * made by a package it joined in (Drizzle's PGlite driver imports PGlite) unless that part is a chunk of its own.
 */
const bundle = inject('serverBundle');
const text = readFileSync(bundle, 'utf8');
/** Every module main.js imports when it is loaded: `import … from "x"` and `import "x"`, not `import("x")`. */
const staticImports = [...text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+?\s*from\s*)?"([^"]+)"/g)].map((m) => m[1]!);

describe.skipIf(process.env.TEST_DB === 'postgres')('the server build', () => {
  it('loads at start only Node, its own chunks and none of the packages used on first use', () => {
    expect(staticImports.length).toBeGreaterThan(0);
    expect(staticImports.filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('./chunks/'))).toEqual([]);
  });

  it('keeps PGlite and its driver behind an import() of their own chunk', () => {
    expect(text).toMatch(/import\("@electric-sql\/pglite"\)/);
    const chunks = readdirSync(path.join(path.dirname(bundle), 'chunks')).filter((file) => file.endsWith('.js'));
    const driver = chunks.filter((file) =>
      /from\s*"@electric-sql\/pglite"/.test(readFileSync(path.join(path.dirname(bundle), 'chunks', file), 'utf8')),
    );
    expect(driver.length).toBeGreaterThan(0);
    for (const file of driver) expect(text).toContain(`import("./chunks/${file}")`);
  });
});
