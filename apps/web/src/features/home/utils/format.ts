/** Percentiles as parents read them: P3…P97, and "<P1" / ">P99" at the ends rather than P0 or P100. */
export function centileLabel(centile: number | null): string | null {
  if (centile === null) return null;
  if (centile < 1) return '<P1';
  if (centile > 99) return '>P99';
  return `P${Math.round(centile)}`;
}

/** A signed change with its unit: "+0.21", "−0.05" (a real minus sign). */
export function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
