/** What the eye calls do, shared by the parent and doctor routes; the routes only wire policy and schemas. */
import type {
  EyeAxisRecord,
  EyeCurve,
  EyeExamInput,
  EyeExamRecord,
  EyeInfo,
  EyeProjection,
  EyeTreatmentEffect,
  Language,
  Page,
} from '@sprout/contracts';
import { referencesOf } from '../../deps.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, validation } from '../../http/errors.ts';
import { presentCurve } from './curve-present.ts';
import { growthByRecord, growthFromBaselines, presentAxisRecords, presentRecord, summaryOfLatest, type EyeContext } from './present.ts';
import { eyeRepository, type ProfileCurve, type ProfilePage, type ProfileSummary, type ProfileWithMember } from './repository.ts';
import { examProblems, latestToday } from './rules.ts';
import { presentProjection, presentTreatmentEffect } from './treatment-effect.ts';

export function eyeService(deps: AppDeps) {
  const repo = eyeRepository(deps.db);
  const context = (profile: ProfileWithMember): EyeContext => ({ profile, reference: referencesOf(deps).axialLength });

  async function profileOrThrow(eyeId: string): Promise<ProfileWithMember> {
    const profile = await repo.profile(eyeId);
    if (!profile) throw new AppError('NOT_FOUND');
    return profile;
  }

  /** The profile and what the curve reads of every exam, oldest first. */
  async function withCurve(eyeId: string) {
    const found = await repo.withCurve(eyeId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  function info({ profile, examCount, latestExamDate, latest }: ProfileSummary, patientId: string | null): EyeInfo {
    return {
      eyeId: profile.eyeId,
      eyeAxisId: profile.eyeAxisId,
      familyMemberId: profile.familyMemberId,
      patientId,
      name: profile.name,
      sex: profile.sex,
      birthDate: profile.birthDate,
      examCount,
      latestExamDate,
      summary: summaryOfLatest(context(profile), latest),
    };
  }

  function assertExamRules(input: EyeExamInput, profile: ProfileWithMember): void {
    const problems = examProblems(input, profile.birthDate, latestToday());
    if (problems.length > 0) throw validation(problems);
  }

  return {
    profileOrThrow,

    /** The reads a route may join to the policy's query; a joined read's result comes back as `read` below. */
    reads: repo.reads,

    /** Parent entry: the member's profile, created on first access. */
    async infoForMember(familyMemberId: string, patientId: string | undefined, read?: ProfileSummary): Promise<EyeInfo> {
      let found = read ?? (await repo.withSummaryOfMember(familyMemberId));
      if (!found) {
        await repo.ensureProfile(familyMemberId);
        found = (await repo.withSummaryOfMember(familyMemberId))!;
      }
      return info(found, patientId ?? found.firstPatientId);
    },

    async infoForDoctor(eyeId: string, doctorAccountId: string): Promise<EyeInfo> {
      const found = await repo.withSummary(eyeId);
      if (!found) throw new AppError('NOT_FOUND');
      const patientId = await repo.patientIdFor(found.profile.familyMemberId, { doctorAccountId });
      return info(found, patientId);
    },

    /** The curve, from what it draws of each exam (`read`: the route's read joined to the policy's query). */
    async curve(eyeId: string, read?: ProfileCurve): Promise<EyeCurve> {
      const { profile, history } = read ?? (await withCurve(eyeId));
      return presentCurve(context(profile), history);
    },

    /** One page: each exam with its own baselines, never the whole history. */
    async records(eyeId: string, start: number, limit: number, lang: Language, read?: ProfilePage): Promise<Page<EyeExamRecord>> {
      const page = read ?? (await repo.withPage(eyeId, start, limit));
      if (!page) throw new AppError('NOT_FOUND');
      const { profile } = page;
      return {
        total: page.total,
        list: page.rows.map(({ row, baselines }) => presentRecord(context(profile), row, growthFromBaselines(row, baselines), lang)),
      };
    },

    eyeIdOfRef: (ref: string) => repo.eyeIdOfRef(ref),

    // The axis records, treatment episodes and projection need only what the curve reads of each exam.
    async axisRecords(eyeId: string, read?: ProfileCurve): Promise<EyeAxisRecord[]> {
      const { profile, history } = read ?? (await withCurve(eyeId));
      return presentAxisRecords(context(profile), history, growthByRecord(history));
    },

    /** Treatment episodes per eye. */
    async treatmentEffect(eyeId: string, read?: ProfileCurve): Promise<EyeTreatmentEffect> {
      const { profile, history } = read ?? (await withCurve(eyeId));
      return presentTreatmentEffect(referencesOf(deps).axialLength, profile, history);
    },

    /** Axial length to 18 years per eye, a band along the centile. */
    async projection(eyeId: string, read?: ProfileCurve): Promise<EyeProjection> {
      const { profile, history } = read ?? (await withCurve(eyeId));
      return presentProjection(referencesOf(deps).axialLength, profile, history);
    },

    /** One exam as the records pages show it, from that exam and its baselines alone. */
    async presentOne(eyeId: string, recordId: string, lang: Language): Promise<EyeExamRecord> {
      const found = await repo.withExam(eyeId, recordId);
      if (!found) throw new AppError('NOT_FOUND');
      return presentRecord(context(found.profile), found.row, growthFromBaselines(found.row, found.baselines), lang);
    },

    async create(eyeId: string, input: EyeExamInput, accountId: string, lang: Language): Promise<EyeExamRecord> {
      const profile = await profileOrThrow(eyeId);
      assertExamRules(input, profile);
      const row = await repo.create(eyeId, input, accountId);
      return this.presentOne(eyeId, row.id, lang);
    },

    async update(eyeId: string, recordId: string, input: EyeExamInput, accountId: string, lang: Language): Promise<EyeExamRecord> {
      const profile = await profileOrThrow(eyeId);
      assertExamRules(input, profile);
      const row = await repo.update(recordId, input, accountId);
      if (!row) throw new AppError('NOT_FOUND');
      return this.presentOne(eyeId, recordId, lang);
    },

    async remove(recordId: string): Promise<void> {
      if (!(await repo.remove(recordId))) throw new AppError('NOT_FOUND');
    },
  };
}
