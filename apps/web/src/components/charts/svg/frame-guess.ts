/**
 * The chart frames' sizes on the phone of the performance budget (390 x 844), measured in Chromium. The server
 * draws the chart at this size and the browser hydrates at it (docs/decisions/0005-server-rendering.md); the
 * frame's real size, read before the next paint, replaces it. The frame's box comes from CSS, so a wrong guess
 * redraws the chart inside the same box and shifts nothing.
 */
export const FRAME_GUESS = {
  growthDetail: { width: 326, height: 300 },
  growthFullScreen: { width: 828, height: 302 },
  eyeDetail: { width: 324, height: 300 },
  eyeFullScreen: { width: 844, height: 299 },
  /** The share view's charts (trust.module.css .chart: the card's width, 240 px high). */
  shared: { width: 326, height: 240 },
} as const;

export interface FrameSize {
  width: number;
  height: number;
}
