import { MILESTONE_FLAG, planMilestones, todayUtc } from '@sprout/clinical';
import type { DoctorPatient, Language, PatientOverview } from '@sprout/contracts';
import { referencesOf, type AppDeps } from '../../deps.ts';
import { AppError, tryAgainIn } from '../../http/errors.ts';
import { clinicalSummary, type MemberClinicalData } from '../clinical-summary/inputs.ts';
import { clinicalSummaryRepository } from '../clinical-summary/repository.ts';
import { summaryOfLatest } from '../eye/present.ts';
import { toRecord } from '../growth/scoring.ts';
import { maskPhone } from '../health-record/service.ts';
import { milestoneRepository } from '../milestones/repository.ts';
import { overviewEntries } from './entries-repository.ts';
import type { PatientPageQuery } from './patient-page-repository.ts';
import { doctorRepository, type PatientRow } from './repository.ts';
import { patientSummaries } from './summaries.ts';

/** Doctors whose clinics are remembered at once; past it the memory starts again (a guess costs one statement). */
const KNOWN_CLINICS_MAX = 10_000;
/**
 * How long a page keeps refreshing the summaries it depends on and checking again before it answers 503 with
 * Retry-After: never a page holding a summary left stale by a write acknowledged before it (a refresh leaves a row
 * another transaction holds for the next one: repository.ts, storeSummaries).
 */
const PAGE_WAIT_MS = 2_000;
/** The list could not be brought up to date in time: "try again in a second", not an answer that may be stale. */
const listBusy = () => tryAgainIn(1);

export function doctorService(deps: AppDeps) {
  const repo = doctorRepository(deps.db);
  const refs = () => referencesOf(deps);

  const clinical = clinicalSummaryRepository(deps.db);
  /** Growth and eye data of the members, grouped by member. */
  const clinicalData = (memberIds: string[]) => clinical.summaryData(memberIds);
  const milestones = milestoneRepository(deps.db);
  const summaries = patientSummaries(repo, refs, clinicalData, (ids) => milestones.ticksOf(ids));

  /**
   * Each doctor's clinics as their last refresh found them: only a guess, which the page's statement checks in the
   * snapshot it reads (issue 28: one statement a page instead of two). Never an answer of its own.
   */
  const knownClinics = new Map<string, readonly string[]>();

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
     * The doctor's patients, flagged, filtered, sorted and paged in SQL (issue 28: computing every child's flags
     * per request took seconds a page for a clinic of 2,000). The page is answered once its statement finds none of
     * the summaries it depends on left stale by a write from before the request (patient-page-repository.ts), so a
     * filter or the due-date order sees every write acknowledged before it was asked for; else the stale summaries
     * are computed (summaries.ts, a refresh shared with the pages asking meanwhile) and it asks again.
     */
    async patients(accountId: string, lang: Language, query: PatientPageQuery) {
      const today = todayUtc();
      const asked = performance.now();
      // Most pages: the clinics the last refresh found, checked with the page in one statement.
      let known = knownClinics.get(accountId);
      /** When the request's first check ran, as PostgreSQL tells time: what "before the request" means. */
      let asOf: string | null = null;
      for (;;) {
        if (known) {
          const checked = await repo.checkedPatientPage(accountId, known, lang, today, query, asOf);
          if (checked.page) return checked.page;
          asOf ??= checked.asOf;
          // Past the wait, 503: the rows as they stood after the last refresh showed, under load, a save acknowledged
          // before the request as undone (issue 28, criterion 3).
          if (performance.now() - asked >= PAGE_WAIT_MS) throw listBusy();
        }
        const refreshed = await summaries.ensureFresh(accountId);
        known = refreshed.clinicIds;
        if (knownClinics.size >= KNOWN_CLINICS_MAX) knownClinics.clear();
        knownClinics.set(accountId, known);
        // No clinic of the doctor's asked for (none at all, or one that is not theirs), as a refresh begun after the
        // request read them: no patients, and no statement to check it with.
        const wanted = query.clinicId?.toLowerCase();
        if (refreshed.startedAt >= asked && (known.length === 0 || (wanted && !known.includes(wanted)))) return { total: 0, list: [] };
      }
    },

    /** One patient file's overview; null when the file is not at one of the doctor's clinics. */
    async overview(accountId: string, patientId: string, lang: Language): Promise<PatientOverview> {
      const [row] = await repo.patients(accountId, lang, { patientId });
      // The policy let the doctor reach the member; the file itself must also be at one of their clinics.
      if (!row) throw new AppError('FORBIDDEN');
      const memberId = row.familyMemberId;
      const data = (await clinicalData([memberId])).get(memberId)!;
      const today = todayUtc();
      const [patient] = present([row], new Map([[memberId, data]]), today);
      // The list's milestone flag, on today: what the milestones screen counts as a reason to talk to the doctor.
      const concerns = planMilestones({
        birthDate: row.birthDate,
        asOf: today < row.birthDate ? row.birthDate : today,
        achieved: await milestones.ticks(memberId),
        gestationalAgeDays: data.growthProfile?.gestationalAgeDays ?? null,
      }).concerns;
      if (concerns > 0) patient!.flags.push(MILESTONE_FLAG);
      const entries = await overviewEntries(deps.db, accountId, memberId, lang);
      const profile = data.growthProfile;
      const latestRecord = data.growthRecords.at(-1);
      const eyeProfile = data.eyeProfile;
      const subject = { familyMemberId: memberId, name: row.name, sex: row.sex, birthDate: row.birthDate };
      const eyeSummary = eyeProfile
        ? summaryOfLatest(
            { profile: { ...subject, eyeId: eyeProfile.id, eyeAxisId: eyeProfile.eyeAxisId }, reference: refs().axialLength },
            data.latestMeasured,
          )
        : null;
      const latestExam = data.lastExam;
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
                    weightForLength: scored.weightForLength ?? null,
                  }
                : null,
              recordCount: data.growthRecordCount,
            }
          : null,
        eye: eyeProfile
          ? {
              eyeId: eyeProfile.id,
              eyeAxisId: eyeProfile.eyeAxisId,
              latest: latestExam
                ? { examDate: latestExam.examDate, treatment: latestExam.treatment, right: side('right'), left: side('left') }
                : null,
              examCount: data.eyeExamCount,
            }
          : null,
        ...entries,
      };
    },
  };
}
