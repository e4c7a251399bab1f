/**
 * A child's programme vaccinations on one day: every dose of the schedule (the 2021 document and the amendments in
 * force that day) as done, due, overdue, upcoming or no longer needed, with the dates a parent acts on, and the
 * catch-up of late doses as the document states it: only the missing doses, each at its starting age and at least
 * its minimum interval after the doses before it (补种通用原则 (2): no series is restarted).
 */
import { addDays, type IsoDate } from '../dates.ts';
import { CN_AMENDMENTS, CN_DTAP_2025_DOSES, CN_HPV_2025_DOSES, HPV_BORN_FROM, type Amendment } from './amendments-cn.ts';
import { ageRule, dtapPastCatchUpAge, dtCatchUp, dtpTally, hepALiveCompletion } from './catch-up.ts';
import { addInterval, laterOf, years, type Interval } from './intervals.ts';
import {
  ALTERNATIVE_SERIES,
  CATCH_UP_BELOW_AGE,
  CN_NIP_2021_DOSES,
  DT_CATCH_UP_SOURCE,
  POLIO_MIN_GAP,
  type ScheduledDose,
} from './schedule-cn-2021.ts';
import type { ImmunisationPlan, PlanInput, PlannedDose, RecordedDose, RecordedOptionalDose } from './types.ts';
import { isProgrammeVaccine, LIVE_INJECTED_MIN_GAP_DAYS, LIVE_INJECTED_VACCINES, type OptionalVaccine } from './vaccines.ts';

const keyOf = (d: { vaccine: string; dose: number }) => `${d.vaccine}#${d.dose}`;
const byDate = (a: RecordedDose, b: RecordedDose) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.dose - b.dose);
/** A DT catch-up dose is late as the 6-year DT is (一般原则 · 接种年龄 (2) 第9项). */
const DT_LATE_FROM = years(7);

/** The amendments in force on a day. */
export function amendmentsOn(asOf: IsoDate): readonly Amendment[] {
  return CN_AMENDMENTS.filter((a) => a.effectiveFrom <= asOf);
}

/** The schedule's doses for this child on this day: the edition, its amendments and the live-or-inactivated choice. */
export function scheduleFor(input: Pick<PlanInput, 'birthDate' | 'sex' | 'asOf' | 'doses'>): readonly ScheduledDose[] {
  const inForce = new Set(amendmentsOn(input.asOf).map((a) => a.id));
  let rows: ScheduledDose[] = [...CN_NIP_2021_DOSES];
  if (inForce.has('CN-DTAP-2025')) {
    const at = rows.findIndex((r) => r.series === 'DTP');
    rows = rows.filter((r) => r.series !== 'DTP');
    rows.splice(at, 0, ...CN_DTAP_2025_DOSES);
  }
  if (inForce.has('CN-HPV-2025') && input.sex === 'female' && input.birthDate >= HPV_BORN_FROM) rows.push(...CN_HPV_2025_DOSES);
  const recorded = new Set(input.doses.map((d) => d.vaccine));
  for (const pair of ALTERNATIVE_SERIES) {
    const drop = recorded.has(pair.inactivated) ? pair.live : pair.inactivated;
    rows = rows.filter((r) => r.series !== drop);
  }
  return rows;
}

export function planImmunisation(input: PlanInput): ImmunisationPlan {
  const { birthDate, asOf } = input;
  if (asOf < birthDate) throw new RangeError(`asOf ${asOf} is before the birth date`);
  const amendments = amendmentsOn(asOf);
  const programme = input.doses.filter((d) => isProgrammeVaccine(d.vaccine)).sort(byDate);
  const rows = scheduleFor(input);
  const booster = amendments.some((a) => a.id === 'CN-DTAP-2025') ? 'DTaP#5' : 'DT#1';

  const records = new Map<string, RecordedDose>();
  for (const d of programme) if (!records.has(keyOf(d))) records.set(keyOf(d), d);
  const used = new Set<RecordedDose>();
  /** The date of each dose of the schedule placed so far: given, or planned. */
  const placed = new Map<string, IsoDate>();
  const polio = programme.filter((d) => d.vaccine === 'IPV' || d.vaccine === 'bOPV').map((d) => d.date);
  const live = programme.concat(input.doses.filter((d) => d.vaccine === 'VAR')).filter((d) => LIVE_INJECTED_VACCINES.includes(d.vaccine));
  const tally = dtpTally(programme);
  const out: PlannedDose[] = [];

  const base = (row: ScheduledDose) => {
    const lateFrom = row.lateFrom ? addInterval(birthDate, row.lateFrom) : null;
    return {
      vaccine: row.vaccine,
      dose: row.dose,
      scheduledDate: addInterval(birthDate, row.minAge),
      dueBy: lateFrom ? addDays(lateFrom, -1) : null,
      dueByNamed: row.lateFrom ? row.lateFromNamed : false,
      givenDate: null,
      recordId: null,
      plannedDate: null,
      windowEnd: null,
      catchUp: false,
      reason: null,
      note: null,
      source: row.source,
    } satisfies Omit<PlannedDose, 'status'>;
  };
  const pending = (row: ScheduledDose, windowEnd: IsoDate | null, plannedDate: IsoDate): PlannedDose => {
    const lateFrom = row.lateFrom ? addInterval(birthDate, row.lateFrom) : null;
    const status = lateFrom && asOf >= lateFrom ? 'overdue' : plannedDate <= asOf ? 'due' : 'upcoming';
    return { ...base(row), status, plannedDate, windowEnd, catchUp: lateFrom !== null && plannedDate >= lateFrom };
  };

  for (const row of rows) {
    const key = keyOf(row);
    const record = records.get(key) ?? (key === booster && key !== 'DT#1' ? boosterAsDt(programme, used, birthDate) : undefined);
    if (record) {
      used.add(record);
      placed.set(key, record.date);
      out.push({
        ...base(row),
        // The 6-year dose may have been given as DT (boosterAsDt): the row says what was given.
        vaccine: record.vaccine as PlannedDose['vaccine'],
        dose: record.dose,
        status: 'done',
        givenDate: record.date,
        recordId: record.recordId ?? null,
      });
      continue;
    }
    if (key === booster && tally.planned > 0) {
      // The DT catch-up doses complete the series; the 2021 DT 1 is one of them, so it is not listed twice.
      if (key !== 'DT#1') out.push({ ...base(row), status: 'notNeeded', reason: 'dtCatchUpComplete' });
      continue;
    }
    let { earliest, windowEnd } = earliestFor(row, placed, birthDate);
    if (row.series === 'Polio') earliest = laterOf(earliest, latestPlus(polio, POLIO_MIN_GAP))!;
    let planned = laterOf(earliest, asOf)!;
    if (LIVE_INJECTED_VACCINES.includes(row.vaccine)) planned = apartFromLive(planned, row.vaccine, live);
    if (windowEnd && windowEnd < planned) windowEnd = null;

    if (row.vaccine === 'HepA-I' && row.dose === 2) {
      const first = records.get('HepA-I#1');
      if (first && hepALiveCompletion(programme, first.date)) {
        out.push({ ...base(row), status: 'notNeeded', reason: 'hepACompletedWithLive' });
        continue;
      }
    }
    const rule = ageRule(row, birthDate, planned);
    if (rule.reason) {
      out.push({ ...base(row), status: 'notNeeded', reason: rule.reason });
      continue;
    }
    if (row.series === 'DTP' && key !== booster && dtapPastCatchUpAge(birthDate, planned)) {
      out.push({ ...base(row), status: 'notNeeded', reason: 'dtapAfter6' });
      const dt = dtCatchUp(tally, planned);
      if (!dt) continue;
      const dtRow: ScheduledDose = {
        ...row,
        vaccine: 'DT',
        dose: dt.dose,
        lateFrom: DT_LATE_FROM,
        lateFromNamed: false,
        after: [],
        source: DT_CATCH_UP_SOURCE,
      };
      const dtRule = ageRule(dtRow, birthDate, dt.earliest);
      tally.dates.push(dt.earliest);
      tally.dtCount += 1;
      tally.planned += 1;
      if (dtRule.reason) out.push({ ...base(dtRow), scheduledDate: null, status: 'notNeeded', reason: dtRule.reason });
      else out.push({ ...pending(dtRow, dt.windowEnd, dt.earliest), scheduledDate: null, catchUp: true });
      continue;
    }
    placed.set(key, planned);
    if (row.series === 'Polio') polio.push(planned);
    if (row.series === 'DTP') tally.dates.push(planned);
    out.push({ ...pending(row, windowEnd, planned), note: rule.note });
  }

  for (const extra of programme.filter((d) => !used.has(d))) out.push(extraDone(extra));
  const when = (d: PlannedDose) => d.scheduledDate ?? d.givenDate ?? d.plannedDate ?? '';
  const doses = out.map((d, i) => ({ d, i })).sort((a, b) => (when(a.d) < when(b.d) ? -1 : when(a.d) > when(b.d) ? 1 : a.i - b.i));

  return {
    asOf,
    schedule: 'CN-NIP-2021',
    amendments: amendments.map((a) => a.id),
    doses: doses.map(({ d }) => d),
    optional: optionalDoses(input.doses),
    beyondProgrammeAge: asOf >= addInterval(birthDate, CATCH_UP_BELOW_AGE),
  };
}

/** The first day the dose may be given by its starting age and its intervals to doses already placed. */
function earliestFor(row: ScheduledDose, placed: ReadonlyMap<string, IsoDate>, birthDate: IsoDate) {
  let earliest = addInterval(birthDate, row.minAge);
  let windowEnd: IsoDate | null = null;
  for (const gap of row.after) {
    const before = placed.get(keyOf(gap));
    if (!before) continue;
    earliest = laterOf(earliest, addInterval(before, gap.min))!;
    if (gap.max) windowEnd = addInterval(before, gap.max);
  }
  return { earliest, windowEnd };
}

function latestPlus(dates: readonly IsoDate[], gap: Interval): IsoDate | null {
  const latest = dates.reduce<IsoDate | null>((a, b) => laterOf(a, b), null);
  return latest ? addInterval(latest, gap) : null;
}

/** An injected live vaccine not given on the same day as another one waits 28 days after it (同时接种原则). */
function apartFromLive(planned: IsoDate, vaccine: string, live: readonly RecordedDose[]): IsoDate {
  let date = planned;
  for (const other of [...live].sort(byDate)) {
    if (other.vaccine === vaccine || other.date === date) continue;
    const clear = addDays(other.date, LIVE_INJECTED_MIN_GAP_DAYS);
    if (date > other.date && date < clear) date = clear;
  }
  return date;
}

/** Under the 2025 amendment, a DT dose given at 6 years or older (the 2021 booster, or a catch-up) stands for the 6-year dose. */
function boosterAsDt(programme: readonly RecordedDose[], used: ReadonlySet<RecordedDose>, birthDate: IsoDate): RecordedDose | undefined {
  const sixth = addInterval(birthDate, years(6));
  return programme.find((d) => d.vaccine === 'DT' && d.date >= sixth && !used.has(d));
}

/** A recorded programme dose the schedule has no place for (an extra dose, the other kind of vaccine): shown as given. */
function extraDone(d: RecordedDose): PlannedDose {
  return {
    vaccine: d.vaccine as PlannedDose['vaccine'],
    dose: d.dose,
    status: 'done',
    scheduledDate: null,
    dueBy: null,
    dueByNamed: false,
    givenDate: d.date,
    recordId: d.recordId ?? null,
    plannedDate: null,
    windowEnd: null,
    catchUp: false,
    reason: null,
    note: null,
    source: 'recorded',
  };
}

function optionalDoses(doses: readonly RecordedDose[]): RecordedOptionalDose[] {
  return doses
    .filter((d) => !isProgrammeVaccine(d.vaccine))
    .sort((a, b) => (a.vaccine === b.vaccine ? byDate(a, b) : a.vaccine < b.vaccine ? -1 : 1))
    .map((d) => ({ vaccine: d.vaccine as OptionalVaccine, dose: d.dose, date: d.date, recordId: d.recordId ?? null }));
}
