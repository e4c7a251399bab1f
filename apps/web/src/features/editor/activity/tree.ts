import { GLOBAL_WIDGET_TYPES, LEAF_WIDGET_TYPES, WIDGET_TYPES, type ActivityNodeType } from '@sprout/contracts/activity';

/**
 * The page description as the editor holds it: plain JSON, possibly invalid while being edited. Nodes are
 * named by their dot path in it (`containers.0.tabs.1.widgets.2`), the same paths the schema's errors and the
 * renderer's `data-path` use. Every change returns a new description (undo keeps the old ones).
 */
export type Json = unknown;
export type Draft = Record<string, Json>;
type Obj = Record<string, Json>;
export type Segment = string | number;

export const PAGE = 'page';
export const CONTAINER_TYPES = ['WidgetContainer', 'TabWidgetContainer'] as const;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const toSegments = (path: string): Segment[] => (path === '' ? [] : path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)));

export function getAt(root: Json, path: string): Json {
  let node = root;
  for (const segment of toSegments(path)) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isObj(node) && typeof segment === 'string') node = node[segment];
    else return undefined;
  }
  return node;
}

function setIn(node: Json, segments: Segment[], update: (old: Json) => Json): Json {
  if (segments.length === 0) return update(node);
  const [head, ...rest] = segments;
  if (typeof head === 'number') {
    const list = Array.isArray(node) ? [...node] : [];
    list[head] = setIn(list[head], rest, update);
    return list;
  }
  const obj: Obj = isObj(node) ? { ...node } : {};
  const next = setIn(obj[head!], rest, update);
  if (next === undefined) delete obj[head!];
  else obj[head!] = next;
  return obj;
}

/** A copy of `root` with the value at `path` replaced (undefined removes an object key). */
export function setAt<T extends Json>(root: T, path: string, value: Json): T {
  return setIn(root, toSegments(path), () => value) as T;
}

export function updateAt<T extends Json>(root: T, path: string, update: (old: Json) => Json): T {
  return setIn(root, toSegments(path), update) as T;
}

/** The list holding a node and the node's index in it: `containers.0.widgets.2` -> ['containers.0.widgets', 2]. */
export function parentOf(path: string): { list: string; index: number } {
  const cut = path.lastIndexOf('.');
  return { list: path.slice(0, cut), index: Number(path.slice(cut + 1)) };
}

export function insertAt(root: Draft, list: string, index: number, node: Json): Draft {
  return updateAt(root, list, (old) => {
    const items = Array.isArray(old) ? [...old] : [];
    items.splice(Math.max(0, Math.min(index, items.length)), 0, node);
    return items;
  });
}

export function removeAt(root: Draft, path: string): Draft {
  const { list, index } = parentOf(path);
  return updateAt(root, list, (old) => (Array.isArray(old) ? old.filter((_, i) => i !== index) : old));
}

/** Moves a node up (-1) or down (+1) among its siblings; the path it lands at, or null when it cannot move. */
export function moveBy(root: Draft, path: string, delta: -1 | 1): { draft: Draft; path: string } | null {
  const { list, index } = parentOf(path);
  const items = getAt(root, list);
  const target = index + delta;
  if (!Array.isArray(items) || target < 0 || target >= items.length) return null;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return { draft: setAt(root, list, next), path: `${list}.${target}` };
}

/**
 * Moves the node at `from` to position `index` of `list` (a drag and drop in the tree), where that list takes its
 * type and is not inside the node itself; the path it lands at, or null when it may not go there.
 */
export function moveTo(root: Draft, from: string, list: string, index: number): { draft: Draft; path: string } | null {
  const node = getAt(root, from);
  const type = isObj(node) ? node.type : undefined;
  if (typeof type !== 'string' || !(allowedIn(list) as readonly string[]).includes(type)) return null;
  if (list === from || list.startsWith(`${from}.`)) return null;
  const source = parentOf(from);
  // Taking the node out first shifts the later siblings of its own list up by one.
  const at = source.list === list && source.index < index ? index - 1 : index;
  if (source.list === list && source.index === at) return null;
  const without = removeAt(root, from);
  // A list after the node's own, inside one of its later siblings, moved up too: its path changes with them.
  const target = shiftedPath(list, source);
  const length = (getAt(without, target) as unknown[] | undefined)?.length ?? 0;
  const landed = Math.max(0, Math.min(at, length));
  return { draft: insertAt(without, target, landed, node), path: `${target}.${landed}` };
}

/** A path as it reads once the node at `removed` has been taken out of its list. */
function shiftedPath(path: string, removed: { list: string; index: number }): string {
  const prefix = `${removed.list}.`;
  if (!path.startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  const cut = rest.indexOf('.');
  const index = Number(cut < 0 ? rest : rest.slice(0, cut));
  if (!(index > removed.index)) return path;
  return `${prefix}${index - 1}${cut < 0 ? '' : rest.slice(cut)}`;
}

/** Every `id` and tab `key` in the description, for making new ones unique. */
function usedNames(root: Json, names = new Set<string>()): Set<string> {
  if (Array.isArray(root)) root.forEach((item) => usedNames(item, names));
  else if (isObj(root)) {
    for (const [key, value] of Object.entries(root)) {
      if ((key === 'id' || key === 'key') && typeof value === 'string') names.add(value);
      else usedNames(value, names);
    }
  }
  return names;
}

function freshName(used: Set<string>, base: string): string {
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base}-${n}`;
  used.add(name);
  return name;
}

/** A name (popup id, tab key) built on `base` that the page does not use yet. */
export function uniqueName(root: Json, base: string): string {
  return freshName(usedNames(root), base);
}

/** A deep copy whose ids and tab keys do not clash with the page's (popup ids and pane keys must be unique). */
export function renamed(node: Json, root: Json): Json {
  const used = usedNames(root);
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObj(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        (key === 'id' || key === 'key') && typeof child === 'string' ? freshName(used, child) : walk(child),
      ]),
    );
  };
  return walk(node);
}

/** Puts a copy of the node right after it; the copy's path. */
export function duplicateAt(root: Draft, path: string): { draft: Draft; path: string } {
  const { list, index } = parentOf(path);
  const copy = renamed(structuredClone(getAt(root, path)), root);
  return { draft: insertAt(root, list, index + 1, copy), path: `${list}.${index + 1}` };
}

/** Which node types a list of the tree takes: containers, widgets (Tab included), a Tab's widgets, or globals. */
export function allowedIn(list: string): readonly ActivityNodeType[] {
  if (list === 'containers') return CONTAINER_TYPES;
  if (list === 'globalWidgets.widgets') return GLOBAL_WIDGET_TYPES;
  if (/\.items\.\d+\.widgets$/.test(list)) return LEAF_WIDGET_TYPES;
  return WIDGET_TYPES;
}

/** The node an error path belongs to, and the field inside it: the deepest node path that is a prefix. */
export function nodeOfIssue(issuePath: readonly Segment[]): { node: string; field: string } {
  const s = issuePath.map(String);
  let end = 0;
  if (s[0] === 'globalWidgets' && s[1] === 'widgets' && /^\d+$/.test(s[2] ?? '')) end = 3;
  else if (s[0] === 'containers' && /^\d+$/.test(s[1] ?? '')) {
    end = 2;
    const widgetAt = (i: number) => {
      if (s[i] === 'widgets' && /^\d+$/.test(s[i + 1] ?? '')) return i + 2;
      if (s[i] === 'tabs' && /^\d+$/.test(s[i + 1] ?? '') && s[i + 2] === 'widgets' && /^\d+$/.test(s[i + 3] ?? '')) return i + 4;
      return i;
    };
    end = widgetAt(end);
    if (end > 2 && s[end] === 'items' && /^\d+$/.test(s[end + 1] ?? '') && s[end + 2] === 'widgets' && /^\d+$/.test(s[end + 3] ?? ''))
      end += 4;
  }
  if (end === 0) return { node: PAGE, field: s[0] === 'page' ? s.slice(1).join('.') : s.join('.') };
  return { node: s.slice(0, end).join('.'), field: s.slice(end).join('.') };
}

/** A page with nothing on it yet, in the interface's language. */
export function blankPage(language: string): Draft {
  return {
    schemaVersion: 1,
    page: { title: '', language, share: { title: '', description: '', imageUrl: '' } },
    globalWidgets: { type: 'GlobalWidgetContainer', widgets: [] },
    containers: [],
  };
}
