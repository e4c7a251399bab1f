/**
 * The patient list's derived columns (migration 2810, issue 28): per family member, the flags that do not depend
 * on the day, the next check due, the day after which an eye recheck is overdue, the last visit, and the name's
 * pinyin. Triggers mark a member's row stale in the same transaction as any write to its data; before a list is
 * answered, the stale rows of the doctor's clinics are computed here (the same @sprout/clinical computation the
 * overview runs) and stored only while their version is unchanged, so the list's paging, sorting, filtering and
 * search run in SQL over current values.
 */
import type { pinyin as Pinyin } from 'pinyin-pro';
import { addDays, EYE_RECHECK_INTERVAL_DAYS, milestoneConcernPeriods, todayUtc, type ConcernPeriod } from '@sprout/clinical';
import type { References } from '../../reference/index.ts';
import { clinicalSummary, eyeInputs, type MemberClinicalData } from '../clinical-summary/inputs.ts';
import type { doctorRepository, StaleSummary } from './repository.ts';
import { sharedRun } from './shared-run.ts';

/**
 * Bumped whenever what a summary holds or how it is computed changes: rows of another value are recomputed.
 * 2: the days a milestone concern applies (migration 3700).
 */
export const SUMMARY_ALGORITHM = 2;

/** Members computed per round trip (their records are read in one query). */
const BATCH = 500;
/** Batches a refresh reads at most (a full batch may have more behind it). */
const MAX_BATCHES = 100;
/**
 * After a refresh of at least this many rows (a first start, a new computation), the summaries and the list rows
 * their triggers rewrote are vacuumed and analyzed (repository.ts, vacuumSummaries), as autovacuum would a minute
 * later where it runs at all (this machine's PostgreSQL has it off; PGlite has no launcher: db/embedded-vacuum.ts):
 * - the planner's statistics still counted those rows stale, so the check for stale rows before every page kept
 *   reading the whole table instead of its partial index of stale rows;
 * - every rewritten page had lost its all-visible mark, so a page deep in the list, read from the list's index
 *   alone, fetched each row it skipped from the table as well (issue 28, 2,000 patients, the page at 1,000:
 *   1,000 heap fetches and 1.4 ms in PostgreSQL; vacuumed, none and 0.8 ms).
 */
const VACUUM_AFTER_ROWS = 200;

/** pinyin-pro and its dictionary (some 120 ms of modules), loaded with the first summary to compute, not at start. */
let pinyinModule: Promise<typeof Pinyin> | undefined;
export const loadPinyin = () => (pinyinModule ??= import('pinyin-pro').then((module) => module.pinyin));

/** The name's pinyin, toneless and lower case, as one word (wangxiaoyu) and as initials (wxy); surnames read as surnames. */
export function namePinyin(pinyin: typeof Pinyin, name: string): { full: string; initials: string } {
  const clean = (parts: string[]) =>
    parts
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const options = { toneType: 'none', type: 'array', mode: 'surname', v: true } as const;
  return { full: clean(pinyin(name, options)), initials: clean(pinyin(name, { ...options, pattern: 'first' })) };
}

/** The growth and eye parts of a member's summary. */
export function derivedOf(
  refs: References,
  subject: { familyMemberId: string; sex: 'male' | 'female'; birthDate: string },
  data: MemberClinicalData,
) {
  const { flags, nextDueDate } = clinicalSummary(refs, subject, data, todayUtc());
  // The last exam (as patientFlags picks it: the first of the latest date): in myopia control, rechecked within 183 days.
  const exams = eyeInputs(refs, subject, data.flagExam);
  const latest = exams.reduce<(typeof exams)[number] | undefined>((best, e) => (!best || e.examDate > best.examDate ? e : best), undefined);
  return {
    flags: flags.filter((f) => f !== 'eyeRecheckOverdue'),
    nextDueDate,
    eyeRecheckDue: latest && latest.treatment !== 'none' ? addDays(latest.examDate, EYE_RECHECK_INTERVAL_DAYS) : null,
  };
}

/** The periods as a PostgreSQL datemultirange literal: {[2027-01-01,2027-03-01),[2027-05-01,)}. */
export function dateMultirange(periods: readonly ConcernPeriod[]): string {
  return `{${periods.map((p) => `[${p.from},${p.until ?? ''})`).join(',')}}`;
}

export function patientSummaries(
  repo: Pick<ReturnType<typeof doctorRepository>, 'staleSummaries' | 'storeSummaries' | 'invalidateSummaries' | 'vacuumSummaries'>,
  refs: () => References,
  clinicalData: (memberIds: string[]) => Promise<Map<string, MemberClinicalData>>,
  /** The milestones each member's parent ticked, with the day (the milestones module's). */
  milestoneTicks: (memberIds: string[]) => Promise<Map<string, Map<string, string>>>,
) {
  let algorithmChecked: Promise<void> | null = null;
  /** Rows written by another computation are stale for this one (once per process). */
  const checkAlgorithm = () =>
    (algorithmChecked ??= repo.invalidateSummaries(SUMMARY_ALGORITHM).catch((error: unknown) => {
      algorithmChecked = null;
      throw error;
    }));

  async function store(rows: StaleSummary[]): Promise<void> {
    const ids = rows.map((r) => r.id);
    const [byMember, ticks] = await Promise.all([clinicalData(ids), milestoneTicks(ids)]);
    const today = todayUtc();
    const pinyin = await loadPinyin();
    const computed = rows.map((row) => {
      const data = byMember.get(row.id)!;
      const derived = derivedOf(refs(), { familyMemberId: row.id, sex: row.sex, birthDate: row.birth_date }, data);
      // The milestones screen's computation (its gestation is the growth profile's, as the screen reads it).
      const concernDays = milestoneConcernPeriods({
        birthDate: row.birth_date,
        from: today,
        achieved: ticks.get(row.id) ?? new Map<string, string>(),
        gestationalAgeDays: data.growthProfile?.gestationalAgeDays ?? null,
      });
      const names = namePinyin(pinyin, row.name);
      return {
        id: row.id,
        version: row.version,
        flags: derived.flags,
        next_due_date: derived.nextDueDate,
        eye_recheck_due: derived.eyeRecheckDue,
        milestone_concern_days: dateMultirange(concernDays),
        last_visit_date: row.last_visit_date,
        name_pinyin: names.full,
        name_initials: names.initials,
      };
    });
    await repo.storeSummaries(SUMMARY_ALGORITHM, computed);
  }

  /**
   * Computes the summaries stale at the doctor's clinics when it reads them, and returns those clinics (ordered)
   * with when it began (performance.now()). A write landing meanwhile leaves its row stale (storeSummaries keeps a
   * row only while its version is the one read): the page's check (service.ts) tells whether that matters to the
   * request.
   */
  async function refresh(accountId: string): Promise<{ clinicIds: string[]; startedAt: number }> {
    const startedAt = performance.now();
    await checkAlgorithm();
    let clinicIds: string[] = [];
    let stored = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const { clinicIds: clinics, stale: rows } = await repo.staleSummaries(accountId, BATCH);
      clinicIds = clinics;
      if (rows.length > 0) await store(rows);
      stored += rows.length;
      if (rows.length < BATCH) break;
    }
    if (stored >= VACUUM_AFTER_ROWS) await repo.vacuumSummaries();
    return { clinicIds, startedAt };
  }

  return {
    /**
     * Brings the summaries of the patients at the doctor's clinics up to date with the data as a refresh reads it,
     * and returns those clinics (ordered; the list's page is read over them) with when that refresh began. One
     * refresh at a time per doctor account, shared by the calls that come while it runs (shared-run.ts): it may
     * have begun before its caller asked.
     */
    ensureFresh: sharedRun(refresh),
  };
}
