/** A piece of a two-version comparison: kept, added or removed text. */
export interface DiffPart {
  kind: 'same' | 'add' | 'del';
  text: string;
}

/** Words and the spaces between them; Chinese characters one by one (they have no spaces). */
export function tokens(text: string): string[] {
  return text.match(/[\u3400-\u9fff\uf900-\ufaff]|\s+|[^\s\u3400-\u9fff\uf900-\ufaff]+/g) ?? [];
}

/** Longest-common-subsequence diff of two texts by token; past this many token pairs it compares whole texts. */
const MAX_CELLS = 4_000_000;

export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_CELLS)
    return [
      { kind: 'del', text: before },
      { kind: 'add', text: after },
    ].filter((p) => p.text) as DiffPart[];
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * cols + j] = a[i] === b[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) push('del', a[i++]!);
    else push('add', b[j++]!);
  }
  while (i < a.length) push('del', a[i++]!);
  while (j < b.length) push('add', b[j++]!);
  return parts;
}

/** Every text of a stored version by its path (`title.zh-CN`, `dosage.0.dose.en-US`), for a field-by-field diff. */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value === null || value === undefined) return out;
  if (typeof value !== 'object') {
    out.set(prefix, String(value));
    return out;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  }
  return out;
}

/** The fields that differ between two versions, with their text diff, in the order of the newer version. */
export function diffVersions(before: unknown, after: unknown): Array<{ path: string; parts: DiffPart[] }> {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths.filter((p) => a.get(p) !== b.get(p)).map((path) => ({ path, parts: diffText(a.get(path) ?? '', b.get(path) ?? '') }));
}
