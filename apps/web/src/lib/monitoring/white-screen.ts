/** Spec §9: the white-screen check samples 10 points; a screen is white when at least 0.8 of them are empty. */
export const WHITE_SCREEN_POINTS = 10;
export const WHITE_SCREEN_THRESHOLD = 0.8;
/** How long a page gets to draw after its route settled before it is checked (our choice). */
export const WHITE_SCREEN_SETTLE_MS = 1000;
/** The attribute that marks the layout's own containers, which are wrappers and not content. */
export const WRAPPER_ATTRIBUTE = 'data-monitoring-wrapper';

/**
 * Two rows of five points at a third and two thirds of the height, from a tenth to nine tenths of the
 * width: away from the header and the bottom bar, across where a phone page's content is.
 */
export function checkPoints(width: number, height: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const row of [1 / 3, 2 / 3]) {
    for (const column of [0.1, 0.3, 0.5, 0.7, 0.9]) points.push([Math.round(width * column), Math.round(height * row)]);
  }
  return points;
}

/** html, body, the React root and the layout containers marked with the wrapper attribute. */
export function isWrapper(element: Element): boolean {
  const tag = element.tagName.toLowerCase();
  return tag === 'html' || tag === 'body' || element.id === 'root' || element.hasAttribute(WRAPPER_ATTRIBUTE);
}

export interface WhiteScreenResult {
  ratio: number;
  white: boolean;
}

/** The share of points where nothing but wrappers is drawn, and whether that makes a white screen. */
export function checkWhiteScreen(elementsFromPoint: (x: number, y: number) => Element[], width: number, height: number): WhiteScreenResult {
  const points = checkPoints(width, height);
  const empty = points.filter(([x, y]) => elementsFromPoint(x, y).every(isWrapper)).length;
  const ratio = empty / WHITE_SCREEN_POINTS;
  return { ratio, white: ratio >= WHITE_SCREEN_THRESHOLD };
}
