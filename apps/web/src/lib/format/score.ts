import { growthCentileText } from '@sprout/clinical';

/**
 * Scores as every screen and the shareable report write them: "P50.2" style centiles are whole percentiles
 * unless under 1 or over 99, where a decimal matters, and ">99.9"/"<0.1" beyond the outermost tabulated centiles
 * (issue 33; @sprout/clinical growthCentileText, which the API's centileTexts use too); z-scores to the hundredth with
 * their sign.
 */
export function formatCentile(centile: number): string {
  return growthCentileText(centile);
}

export function formatZ(z: number): string {
  return `${z > 0 ? '+' : ''}${z.toFixed(2)}`;
}
