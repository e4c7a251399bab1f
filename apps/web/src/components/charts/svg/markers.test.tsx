import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LineChart } from './line-chart.tsx';
import type { ChartSpec } from './types.ts';

const spec = (markers: ChartSpec['markers']): ChartSpec => ({
  lines: [],
  markers,
  series: [{ id: 'right', name: 'OD', points: [{ x: 9, y: 23.5 }], colour: '#0a5c8f', symbol: 'circle' }],
  extent: { xMin: 8, xMax: 12, yMin: 22, yMax: 25 },
  xTicks: () => [8, 10, 12],
  yTicks: () => [22, 23, 24, 25],
  xTickLabel: String,
  xName: 'age',
  yName: 'mm',
  margin: { left: 40, right: 40, top: 30, bottom: 40 },
});

/** The markers as the server draws them (the chart's first paint): each inside the view, at its x, with its label. */
function drawn(markers: ChartSpec['markers']) {
  const html = renderToStaticMarkup(<LineChart spec={spec(markers)} ariaLabel="chart" initialSize={{ width: 360, height: 240 }} />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('[data-marker]')].map((g) => ({
    label: g.getAttribute('data-marker'),
    x: Number(g.querySelector('line')!.getAttribute('x1')),
    text: g.querySelector('text')!.textContent,
  }));
}

describe('event markers on the line chart', () => {
  test('draws a dashed line and a label at each event inside the view, in order of age', () => {
    const shown = drawn([
      { id: 'a', x: 9, label: '开始单光眼镜' },
      { id: 'b', x: 11, label: 'Start: ortho-k' },
    ]);
    expect(shown.map((m) => m.text)).toEqual(['开始单光眼镜', 'Start: ortho-k']);
    // The plot runs from 40 to 320 px for ages 8 to 12: 9 years at 110 px, 11 at 250.
    expect(shown[0]!.x).toBeCloseTo(110, 0);
    expect(shown[1]!.x).toBeCloseTo(250, 0);
  });

  test('leaves out events outside the view, and draws no marker layer without events', () => {
    expect(drawn([{ id: 'early', x: 5, label: 'before' }])).toEqual([]);
    const html = renderToStaticMarkup(<LineChart spec={spec(undefined)} ariaLabel="chart" initialSize={{ width: 360, height: 240 }} />);
    expect(html).not.toContain('data-markers');
  });
});

describe('bone ages on the line chart', () => {
  const withBoneAges = (boneAges: ChartSpec['boneAges']) => ({ ...spec(undefined), boneAges });
  const drawnBoneAges = (boneAges: ChartSpec['boneAges']) => {
    const html = renderToStaticMarkup(
      <LineChart spec={withBoneAges(boneAges)} ariaLabel="chart" initialSize={{ width: 360, height: 240 }} />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [...doc.querySelectorAll('[data-bone-age]')].map((g) => ({
      line: [g.querySelector('line')!.getAttribute('x1'), g.querySelector('line')!.getAttribute('x2')].map(Number),
      circle: Number(g.querySelector('circle')!.getAttribute('cx')),
      text: g.querySelector('text')!.textContent,
    }));
  };

  test('draws the height again at the bone age as an open point, joined to the point at the age', () => {
    const [shown] = drawnBoneAges([{ id: 'b', x: 11, boneX: 9, y: 23.5, label: '骨龄' }]);
    // The plot runs from 40 to 320 px for ages 8 to 12: 11 years at 250 px, a bone age of 9 at 110.
    expect(shown!.line[0]).toBeCloseTo(250, 0);
    expect(shown!.line[1]).toBeCloseTo(110, 0);
    expect(shown!.circle).toBeCloseTo(110, 0);
    expect(shown!.text).toBe('骨龄');
  });

  test('leaves out a bone age wholly outside the view', () => {
    expect(drawnBoneAges([{ id: 'b', x: 6, boneX: 5, y: 23, label: 'BA' }])).toEqual([]);
  });
});
