import { describe, expect, test } from 'vitest';
import { activityRoutes } from '../../../app/routes/activity.ts';
import { previewNode } from '../utils/preview-node.ts';
import { PREVIEW_ROUTES, sampleFor } from './samples.ts';

describe('widget preview routes', () => {
  test('cover every widget route of spec §2 under /activityHtmls', () => {
    const routes = activityRoutes.map((r) => r.path).filter((p) => p !== '/activityHtmls');
    expect(Object.keys(PREVIEW_ROUTES).sort()).toEqual(routes.sort());
    expect(routes).toHaveLength(18);
  });

  test.each(Object.entries(PREVIEW_ROUTES))('%s has a valid built-in sample in both languages', (_path, type) => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const result = previewNode(type, null, lang);
      expect(result, `${type} ${lang}`).toMatchObject({ ok: true, source: 'sample' });
    }
    expect(JSON.stringify(sampleFor(type, 'en-US'))).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test('takes a node from the query, and explains bad JSON or an invalid node instead of rendering it', () => {
    const node = JSON.stringify({ type: 'QrCode', text: 'hello' });
    expect(previewNode('QrCode', node, 'zh-CN')).toMatchObject({ ok: true, source: 'query', node: { text: 'hello', size: 180 } });
    expect(previewNode('QrCode', '{nope', 'zh-CN')).toEqual({ ok: false, problem: { kind: 'json' } });
    const unsafe = JSON.stringify({ type: 'FixedButton', text: 'Go', link: ' JaVaScRiPt:alert(1)' });
    expect(previewNode('FixedButton', unsafe, 'zh-CN')).toEqual({
      ok: false,
      problem: { kind: 'node', detail: 'link: validation.unsafeLink' },
    });
    expect(previewNode('HotSpot', JSON.stringify({ type: 'QrCode', text: 'x' }), 'zh-CN')).toMatchObject({ ok: false });
  });
});
