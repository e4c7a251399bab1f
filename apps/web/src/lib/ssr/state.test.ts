import { describe, expect, it } from 'vitest';
import { readState, serializeState, SSR_STATE_ID, type SsrState } from './state.ts';

const state = (text: string): SsrState => ({
  language: 'zh-CN',
  router: { loaderData: { root: null } },
  queries: { mutations: [], queries: [{ queryKey: ['x'], queryHash: '["x"]', dehydratedAt: 0, state: { data: { text } } as never }] },
  texts: { common: { text } },
});

describe('the state a server-rendered page carries', () => {
  it('cannot close its script element or open markup, whatever the data holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = serializeState(state(hostile));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(state(hostile));
  });

  it('is read back from its JSON script, and a missing or broken one reads as none', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${serializeState(state('</script>'))}</script>`;
    expect(readState()?.queries.queries[0]?.state.data).toEqual({ text: '</script>' });
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">{broken</script>`;
    expect(readState()).toBeNull();
    document.body.innerHTML = '';
    expect(readState()).toBeNull();
  });
});
