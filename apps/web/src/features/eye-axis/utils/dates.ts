import { DAYS_PER_YEAR } from '@sprout/clinical';

const MS_PER_DAY = 86_400_000;

export function ageInYearsOn(birthDate: string, date: string): number {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${birthDate}T00:00:00Z`)) / MS_PER_DAY;
  return days / DAYS_PER_YEAR;
}
