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
