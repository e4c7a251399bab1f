import { type Language } from '@sprout/contracts';
import { parseActivityNode } from '@sprout/contracts/activity';
import { sampleFor, type PreviewType } from '../samples/samples.ts';

export type PreviewNode =
  { ok: true; source: 'sample' | 'query'; node: unknown } | { ok: false; problem: { kind: 'json' } | { kind: 'node'; detail: string } };

/**
 * The node a preview route shows: the `node` query parameter (JSON) when given, validated against the
 * route's type, else the built-in sample. Pure, for tests.
 */
export function previewNode(type: PreviewType, nodeParam: string | null, lang: Language): PreviewNode {
  let raw: unknown;
  if (nodeParam === null || nodeParam.trim() === '') {
    raw = sampleFor(type, lang);
  } else {
    try {
      raw = JSON.parse(nodeParam);
    } catch {
      return { ok: false, problem: { kind: 'json' } };
    }
  }
  const parsed = parseActivityNode(type, raw);
  if (!parsed.ok) return { ok: false, problem: { kind: 'node', detail: parsed.problem } };
  return { ok: true, source: nodeParam ? 'query' : 'sample', node: parsed.node };
}
