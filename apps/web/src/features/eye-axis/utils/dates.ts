/** The phone's own calendar day (a parent in Shanghai at 07:00 is on today's date, not UTC's yesterday). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const MS_PER_DAY = 86_400_000;
/** Julian year, the unit of the axial-length reference's ages. */
const DAYS_PER_YEAR = 365.25;

export function ageInYearsOn(birthDate: string, date: string): number {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${birthDate}T00:00:00Z`)) / MS_PER_DAY;
  return days / DAYS_PER_YEAR;
}
