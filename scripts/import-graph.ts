import path from 'node:path';

/**
 * The tree's import graph, read from the text of its TypeScript files: every relative import, static or dynamic,
 * `import type` and `export … from` included. Built once in linear time, where eslint's import-x/no-cycle walked the
 * graph again from every file (two thirds of the whole lint's time, 33 of 50 s, on the 2-core machine).
 *
 * `@sprout/*` specifiers are not followed: the only arrow between workspaces that could close a cycle, contracts and
 * clinical, runs one way (import-x/no-restricted-paths refuses the other in eslint.config.js), and apps import no app.
 */
const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files.filter((f) => /\.(ts|tsx)$/.test(f))) {
    const targets = [...read(file).matchAll(IMPORT)]
      .map((match) => path.posix.normalize(path.posix.join(path.posix.dirname(file), (match[1] ?? match[2])!)))
      .filter((target) => known.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle a depth-first walk meets, each as the files along it with the first repeated at the end. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}
