import { afterEach, describe, expect, test } from 'vitest';
import { checkPoints, checkWhiteScreen, WHITE_SCREEN_POINTS, WRAPPER_ATTRIBUTE } from './white-screen.ts';

/**
 * jsdom has no layout, so elementsFromPoint is answered from boxes we give the elements: what a browser
 * would stack at each point, innermost first, down to <html>.
 */
function stackAt(boxes: Array<{ element: Element; left: number; top: number; right: number; bottom: number }>) {
  return (x: number, y: number) => {
    const hit = boxes.filter((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom).map((b) => b.element);
    return hit.reverse();
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

function page(content: string) {
  document.body.innerHTML = `<div id="root"><div class="app-shell" ${WRAPPER_ATTRIBUTE}="">${content}</div></div>`;
  const root = document.getElementById('root')!;
  const shell = root.firstElementChild!;
  const full = { left: 0, top: 0, right: 390, bottom: 844 };
  return {
    shell,
    boxes: [
      { element: document.documentElement, ...full },
      { element: document.body, ...full },
      { element: root, ...full },
      { element: shell, ...full },
    ],
  };
}

describe('white-screen check (spec §9: 10 points, white at 0.8)', () => {
  test('samples 10 distinct points inside the screen', () => {
    const points = checkPoints(390, 844);
    expect(points).toHaveLength(WHITE_SCREEN_POINTS);
    expect(new Set(points.map((p) => p.join(','))).size).toBe(10);
    for (const [x, y] of points) expect(x > 0 && x < 390 && y > 0 && y < 844).toBe(true);
  });

  test('a blank page, where every point hits only html, body, #root and the layout, is white', () => {
    const { boxes } = page('');
    expect(checkWhiteScreen(stackAt(boxes), 390, 844)).toEqual({ ratio: 1, white: true });
  });

  test('a drawn page is not white', () => {
    const { shell, boxes } = page('<main><h1>Growth</h1><canvas></canvas></main>');
    const main = shell.querySelector('main')!;
    expect(checkWhiteScreen(stackAt([...boxes, { element: main, left: 0, top: 0, right: 390, bottom: 844 }]), 390, 844)).toEqual({
      ratio: 0,
      white: false,
    });
  });

  test('a page with content in only the left fifth (8 of 10 points empty) counts as white; 7 empty does not', () => {
    const { shell, boxes } = page('<nav></nav>');
    const nav = shell.querySelector('nav')!;
    const leftColumn = stackAt([...boxes, { element: nav, left: 0, top: 0, right: 50, bottom: 844 }]);
    expect(checkWhiteScreen(leftColumn, 390, 844)).toEqual({ ratio: 0.8, white: true });
    const threePoints = stackAt([...boxes, { element: nav, left: 0, top: 0, right: 200, bottom: 300 }]);
    expect(checkWhiteScreen(threePoints, 390, 844)).toEqual({ ratio: 0.7, white: false });
  });
});
