import { todayUtc } from '@sprout/clinical';
import type { DoctorPatient, Language, PatientFlag, PatientOverview, PatientSort } from '@sprout/contracts';
import { referencesOf, type AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { maskPhone } from '../health-record/service.ts';
import { growthByRecord, summaryOf } from '../eye/present.ts';
import { toRecord } from '../growth/scoring.ts';
import { clinicalSummary, type MemberClinicalData } from './flags.ts';
import { doctorRepository, type PatientRow } from './repository.ts';

/** How many visits and advices the overview carries; the full lists are in the family health record. */
export const OVERVIEW_VISITS = 3;
export const OVERVIEW_ADVICES = 5;

interface ListQuery {
  keyword?: string | undefined;
  flag?: PatientFlag | undefined;
  sort: PatientSort;
  clinicId?: string | undefined;
  start: number;
  limit: number;
}

/**
 * Order of the list. `lastVisit`: most recent visit first, never-seen children last. `nextDue`: the earliest
 * (most overdue) check first, children without data last. Ties by name then file, so pages never overlap.
 */
function compare(sort: PatientSort) {
  const nullsLast = (a: string | null, b: string | null, dir: 1 | -1) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -dir : dir;
  return (a: DoctorPatient, b: DoctorPatient) =>
    (sort === 'lastVisit' ? nullsLast(a.lastVisitDate, b.lastVisitDate, -1) : nullsLast(a.nextDueDate, b.nextDueDate, 1)) ||
    a.name.localeCompare(b.name, 'zh-CN') ||
    a.patientId.localeCompare(b.patientId);
}

export function doctorService(deps: AppDeps) {
  const repo = doctorRepository(deps.db);
  const refs = () => referencesOf(deps);

  /** Growth and eye data of the members, grouped by member. */
  async function clinicalData(memberIds: string[]): Promise<Map<string, MemberClinicalData>> {
    const [growth, eye] = await Promise.all([repo.growth(memberIds), repo.eye(memberIds)]);
    const byMember = new Map<string, MemberClinicalData>(
      memberIds.map((id) => [id, { growthProfile: undefined, growthRecords: [], eyeExams: [] }]),
    );
    const growthOwner = new Map(growth.profiles.map((p) => [p.id, p.familyMemberId]));
    for (const p of growth.profiles) byMember.get(p.familyMemberId)!.growthProfile = p;
    for (const r of growth.records) (byMember.get(growthOwner.get(r.growthId)!)!.growthRecords as unknown[]).push(r);
    const eyeOwner = new Map(eye.profiles.map((p) => [p.id, p.familyMemberId]));
    for (const e of eye.exams) (byMember.get(eyeOwner.get(e.eyeId)!)!.eyeExams as unknown[]).push(e);
    return byMember;
  }

  function present(rows: PatientRow[], data: Map<string, MemberClinicalData>, asOf: string): DoctorPatient[] {
    return rows.map(({ guardianPhone: _phone, ...row }) => ({
      ...row,
      ...clinicalSummary(refs(), row, data.get(row.familyMemberId)!, asOf),
    }));
  }

  return {
    async home(accountId: string, lang: Language) {
      return { doctorName: (await repo.doctorName(accountId, lang)) ?? '', clinics: await repo.clinics(accountId, lang) };
    },

    /**
     * The doctor's patients, flagged, filtered, sorted and paged. Flags are computed on read for every match
     * (a clinic's few thousand files at most), so a filter or the due-date order sees each child's current data.
     */
    async patients(accountId: string, lang: Language, query: ListQuery) {
      const rows = await repo.patients(accountId, lang, { keyword: query.keyword, clinicId: query.clinicId });
      const data = await clinicalData([...new Set(rows.map((r) => r.familyMemberId))]);
      const all = present(rows, data, todayUtc()).filter((p) => !query.flag || p.flags.includes(query.flag));
      all.sort(compare(query.sort));
      return { total: all.length, list: all.slice(query.start, query.start + query.limit) };
    },

    /** One patient file's overview; null when the file is not at one of the doctor's clinics. */
    async overview(accountId: string, patientId: string, lang: Language): Promise<PatientOverview> {
      const [row] = await repo.patients(accountId, lang, { patientId });
      // The policy let the doctor reach the member; the file itself must also be at one of their clinics.
      if (!row) throw new AppError('FORBIDDEN');
      const memberId = row.familyMemberId;
      const data = (await clinicalData([memberId])).get(memberId)!;
      const [patient] = present([row], new Map([[memberId, data]]), todayUtc());
      const [visits, advices] = await Promise.all([
        repo.lastVisits(memberId, lang, OVERVIEW_VISITS),
        repo.advices(memberId, lang, OVERVIEW_ADVICES),
      ]);
      const profile = data.growthProfile;
      const latestRecord = data.growthRecords.at(-1);
      const eyeProfile = (await repo.eye([memberId])).profiles[0];
      const subject = { familyMemberId: memberId, name: row.name, sex: row.sex, birthDate: row.birthDate };
      const eyeSummary = eyeProfile
        ? summaryOf(
            { profile: { ...subject, eyeId: eyeProfile.id, eyeAxisId: eyeProfile.eyeAxisId }, reference: refs().axialLength },
            data.eyeExams,
            growthByRecord(data.eyeExams),
          )
        : null;
      const latestExam = data.eyeExams.at(-1);
      const side = (s: 'right' | 'left') => {
        const summary = eyeSummary?.[s];
        return {
          axialLength: summary?.axialLength ?? null,
          centile: summary?.centile ?? null,
          growthPerYear: summary?.growthPerYear ?? null,
        };
      };
      const scored =
        profile && latestRecord ? toRecord(refs().growth, { profile, ...subject }, latestRecord, data.growthRecords.at(-2) ?? null) : null;
      return {
        patient: {
          ...patient!,
          gestationalAgeDays: profile && profile.fullTermFlag === 0 ? profile.gestationalAgeDays : null,
          guardianPhones: [maskPhone(row.guardianPhone)],
        },
        growth: profile
          ? {
              growthId: profile.id,
              latest: scored
                ? {
                    recordDate: scored.recordDate,
                    height: scored.height,
                    weight: scored.weight,
                    headSize: scored.headSize,
                    bmi: scored.bmi,
                    centiles: scored.centiles,
                    recheck: scored.recheck,
                  }
                : null,
              recordCount: data.growthRecords.length,
            }
          : null,
        eye: eyeProfile
          ? {
              eyeId: eyeProfile.id,
              eyeAxisId: eyeProfile.eyeAxisId,
              latest: latestExam
                ? { examDate: latestExam.examDate, treatment: latestExam.treatment, right: side('right'), left: side('left') }
                : null,
              examCount: data.eyeExams.length,
            }
          : null,
        visits,
        advices,
      };
    },
  };
}
