import { asString } from './fields.ts';

export interface Visit {
  date: string;
  clinicName: string | null;
}

export interface VisitSummary {
  last: Visit | null;
  next: Visit | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** A visit's day: `visitDate` or `date` (YYYY-MM-DD, possibly with a time). */
function visitOf(value: unknown): Visit | null {
  const v = (value ?? {}) as Record<string, unknown>;
  const date = asString(v.visitDate) ?? asString(v.date);
  if (!date || !ISO_DAY.test(date)) return null;
  const clinic = v.clinic as unknown;
  const clinicName =
    asString(v.clinicName) ?? asString(clinic) ?? (clinic && typeof clinic === 'object' ? asString((clinic as Record<string, unknown>).name) : null);
  return { date: date.slice(0, 10), clinicName };
}

/** The latest visit on or before today, and the earliest after it (a booked one). */
export function lastAndNextVisit(visits: unknown, today: string): VisitSummary {
  const list = (Array.isArray(visits) ? visits : []).map(visitOf).filter((v): v is Visit => v !== null);
  const past = list.filter((v) => v.date <= today).sort((a, b) => b.date.localeCompare(a.date));
  const future = list.filter((v) => v.date > today).sort((a, b) => a.date.localeCompare(b.date));
  return { last: past[0] ?? null, next: future[0] ?? null };
}
