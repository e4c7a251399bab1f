import { randomUUID } from 'node:crypto';
import { loadPinyin, namePinyin } from '../../apps/server/src/modules/doctor/summaries.ts';
import { DOCTOR_TOKEN, LONG, LONG_HISTORY, parent } from './population.ts';

/** One kind of traffic: a request maker autocannon calls for every request it sends. */
export interface Scenario {
  name: string;
  /** Only beside the others, for reference (not a criterion). */
  reference?: boolean;
  /** Served by the floor (scripts/bench/floor.ts) instead of the product. */
  floor?: boolean;
  next: () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

/** What a doctor types to find a child by its name's pinyin: the server's own spelling of it. */
const pinyin = await loadPinyin();

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const APP = '/health-info-service/app';
const DOCTOR_LIST = '/health-info-service/doctor/patients';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const anyParent = (parentCount: number) => parent(Math.floor(Math.random() * parentCount));

/** The five growth and eye reads of a parent's child screens. */
const READS: Record<string, (p: ReturnType<typeof parent>) => string> = {
  growthCurve: (p) => `${APP}/growth/${p.growthId}/curve`,
  growthRecords: (p) => `${APP}/growth/${p.growthId}/records?start=0&limit=10`,
  eyeGet: (p) => `${APP}/eye/get?familyMemberId=${p.familyMemberId}`,
  eyeCurve: (p) => `${APP}/eye/${p.eyeId}/curve`,
  eyeRecords: (p) => `${APP}/eye/${p.eyeId}/records?start=0&limit=10`,
};

const distinctRead = (kinds: string[], parentCount: number) => () => {
  const p = anyParent(parentCount);
  return { method: 'GET' as const, path: READS[pick(kinds)]!(p), headers: { token: p.token, ...GZIP } };
};

/** A growth save on a random day of the child's sixth year (replacing any record of that day), with its own key. */
function growthSave(parentCount: number) {
  const i = Math.floor(Math.random() * parentCount);
  const p = parent(i);
  const birth = Date.UTC(2012, 0, 1) + (i % 1500) * 86_400_000;
  const recordDate = new Date(birth + (5 * 365 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
  return {
    method: 'POST' as const,
    path: `${APP}/growth/save`,
    headers: { token: p.token, 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...GZIP },
    body: JSON.stringify({
      growthId: p.growthId,
      recordDate,
      height: 110 + Math.random() * 8,
      weight: 18 + Math.random() * 4,
      replaceFlag: true,
    }),
  };
}

/** The long history's reads (criterion 4): its two curves, any page of ten of its records or exams, the eye screen's summary and cards, its next check. */
const anyPage = () => Math.floor(Math.random() * (LONG_HISTORY - 10));
const LONG_READS: Record<string, () => string> = {
  growthCurve: () => `${APP}/growth/${LONG.growthId}/curve`,
  growthRecords: () => `${APP}/growth/${LONG.growthId}/records?start=${anyPage()}&limit=10`,
  eyeCurve: () => `${APP}/eye/${LONG.eyeId}/curve`,
  eyeRecords: () => `${APP}/eye/${LONG.eyeId}/records?start=${anyPage()}&limit=10`,
  eyeGet: () => `${APP}/eye/get?familyMemberId=${LONG.memberId}`,
  eyeAxisRecords: () => `${APP}/eye/${LONG.eyeId}/eye_axis_records`,
  treatmentEffect: () => `${APP}/eye/${LONG.eyeId}/treatment_effect`,
  projection: () => `${APP}/eye/${LONG.eyeId}/projection`,
  nextCheck: () => `/app-web2/family_members/${LONG.memberId}/next_check`,
};

/** What a doctor does with the list: pages in both orders, and the five kinds of search. */
const DOCTOR_QUERIES: Record<string, (parentCount: number) => string> = {
  first: () => '?start=0&limit=20',
  deep: (parentCount) => `?start=${Math.floor(parentCount / 2)}&limit=20`,
  last: (parentCount) => `?start=${parentCount - 20}&limit=20`,
  nextDue: () => '?start=0&limit=20&sort=nextDue',
  lastVisit: (parentCount) => `?start=${Math.floor(parentCount / 2)}&limit=20&sort=lastVisit`,
  name: (parentCount) => `?start=0&limit=20&keyword=${encodeURIComponent(anyParent(parentCount).childName)}`,
  pinyin: (parentCount) => `?start=0&limit=20&keyword=${namePinyin(pinyin, anyParent(parentCount).childName).full}`,
  file: (parentCount) => `?start=0&limit=20&keyword=${anyParent(parentCount).fileNumber}`,
  phone: (parentCount) => `?start=0&limit=20&keyword=${anyParent(parentCount).phone}`,
  phoneTail: (parentCount) => `?start=0&limit=20&keyword=${anyParent(parentCount).phone.slice(-4)}`,
};
const doctorRead = (kinds: string[], parentCount: number) => () => ({
  method: 'GET' as const,
  path: DOCTOR_LIST + DOCTOR_QUERIES[pick(kinds)]!(parentCount),
  headers: { token: DOCTOR_TOKEN, ...GZIP },
});

/** The scenarios named in `wanted` (comma-separated), over a population of `parentCount` parents. */
export function scenarios(wanted: string, parentCount: number): Scenario[] {
  const hot = parent(0);
  const anyRead = distinctRead(Object.keys(READS), parentCount);
  const doctorList = doctorRead(Object.keys(DOCTOR_QUERIES), parentCount);
  const all: Scenario[] = [
    { name: 'distinct', next: anyRead },
    // One row per read: `--scenarios distinct:growthCurve,distinct:eyeGet`.
    ...Object.keys(READS).map((kind) => ({ name: `distinct:${kind}`, next: distinctRead([kind], parentCount) })),
    { name: 'mix', next: () => (Math.random() < 0.1 ? growthSave(parentCount) : anyRead()) },
    // The saves of "mix" alone: `--scenarios mix:save`.
    { name: 'mix:save', next: () => growthSave(parentCount) },
    { name: 'doctor', next: doctorList },
    // The doctor's list while the clinic's parents save: each save leaves that child's summary to be computed again.
    { name: 'doctor:withSaves', next: () => (Math.random() < 0.1 ? growthSave(parentCount) : doctorList()) },
    // One row per kind of doctor query: `--scenarios doctor:first,doctor:nextDue`.
    ...Object.keys(DOCTOR_QUERIES).map((kind) => ({ name: `doctor:${kind}`, next: doctorRead([kind], parentCount) })),
    // One row per read of the long history: `--scenarios long:growthCurve,long:growthRecords --connections 1`.
    ...Object.entries(LONG_READS).map(([kind, path]) => ({
      name: `long:${kind}`,
      next: () => ({ method: 'GET' as const, path: path(), headers: { token: LONG.token, ...GZIP } }),
    })),
    // The growth screen's home (its base info: the latest record and height velocity), which a save answers too.
    {
      name: 'long:growthInit',
      next: () => ({
        method: 'POST' as const,
        path: `${APP}/growth/init`,
        headers: { token: LONG.token, 'content-type': 'application/json', ...GZIP },
        body: JSON.stringify({ familyMemberId: LONG.memberId }),
      }),
    },
    {
      name: 'hot',
      reference: true,
      next: () => ({ method: 'GET' as const, path: `${APP}/growth/${hot.growthId}/curve`, headers: { token: hot.token, ...GZIP } }),
    },
    {
      name: 'floor',
      reference: true,
      floor: true,
      next: () => {
        const p = anyParent(parentCount);
        return { method: 'GET' as const, path: `/growth/${p.growthId}/records`, headers: { token: p.token } };
      },
    },
  ];
  return wanted.split(',').map((name) => {
    const found = all.find((s) => s.name === name);
    if (!found) throw new Error(`unknown scenario ${name}: one of ${all.map((s) => s.name).join(', ')}`);
    return found;
  });
}
