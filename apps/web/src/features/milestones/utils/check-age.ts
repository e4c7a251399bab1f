const MONTHS_PER_YEAR = 12;
/** Check ages below this are said in months ("18 月龄"), from it in years ("2 岁", "2 岁半"). */
const YEARS_FROM_MONTHS = 24;

/** The words of a check age: its key in the `checkAge` group and the count. */
export function checkAgeWords(months: number): { key: 'checkAge.months' | 'checkAge.years' | 'checkAge.half'; count: number } {
  if (months < YEARS_FROM_MONTHS) return { key: 'checkAge.months', count: months };
  const years = Math.floor(months / MONTHS_PER_YEAR);
  return months % MONTHS_PER_YEAR === 0 ? { key: 'checkAge.years', count: years } : { key: 'checkAge.half', count: years };
}

/** The problem with a tick's day, or null: not before birth, not after today (the server's rules). */
export function tickDateProblem(
  date: string,
  bounds: { birthDate: string; today: string },
): 'dateRequired' | 'dateFuture' | 'dateBeforeBirth' | null {
  if (!date) return 'dateRequired';
  if (date > bounds.today) return 'dateFuture';
  if (date < bounds.birthDate) return 'dateBeforeBirth';
  return null;
}
