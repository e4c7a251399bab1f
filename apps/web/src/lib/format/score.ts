/**
 * Scores as every screen and the shareable report write them: "P50.2" style centiles are whole percentiles
 * unless under 1 or over 99, where a decimal matters; z-scores to the hundredth with their sign.
 */
export function formatCentile(centile: number): string {
  if (centile < 1 || centile > 99) return centile.toFixed(1);
  return String(Math.round(centile));
}

export function formatZ(z: number): string {
  return `${z > 0 ? '+' : ''}${z.toFixed(2)}`;
}
