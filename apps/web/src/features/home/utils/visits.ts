import type { Visit } from '@sprout/contracts';

/** A visit as the home card shows it: its day and clinic. */
export interface VisitDay {
  date: string;
  clinicName: string | null;
}

export interface VisitSummary {
  last: VisitDay | null;
  next: VisitDay | null;
}

/** The latest visit on or before today, and the earliest after it (a booked one). */
export function lastAndNextVisit(visits: readonly Pick<Visit, 'visitDate' | 'clinicName'>[], today: string): VisitSummary {
  // visitDate is a day, possibly with a time after it: the card compares and shows days.
  const list = visits.map((v): VisitDay => ({ date: v.visitDate.slice(0, 10), clinicName: v.clinicName || null }));
  const past = list.filter((v) => v.date <= today).sort((a, b) => b.date.localeCompare(a.date));
  const future = list.filter((v) => v.date > today).sort((a, b) => a.date.localeCompare(b.date));
  return { last: past[0] ?? null, next: future[0] ?? null };
}
