import {
  HEALTH_RECORD_SECTION_LIMIT,
  type EyeCurve,
  type EyeExamRecord,
  type EyeInfo,
  type GrowthBaseInfo,
  type GrowthCurve,
  type GrowthRecord,
  type Language,
} from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { boneAgeRepository } from '../bone-ages/repository.ts';
import { eyeRepository } from '../eye/repository.ts';
import { eyeService } from '../eye/service.ts';
import { familyRepository } from '../family/repository.ts';
import { growthRepository } from '../growth/repository.ts';
import { growthService } from '../growth/service.ts';
import { healthRecordRepository } from '../health-record/repository.ts';

/** Far more than a childhood of records: the export carries every one. */
const ALL = 100_000;

/**
 * A member's data as the export, the readable page and a share link show it, read through the modules' own
 * services (the same scoring as every screen). Access is the caller's business: these never check who asks.
 * They only read: a member whose growth or eye screen was never opened has no profile yet, and gets null here
 * rather than a profile made by an export (the screens' own first call makes it).
 */
export function memberRecords(deps: AppDeps) {
  const growth = growthService(deps);
  const eye = eyeService(deps);
  const healthRecord = healthRecordRepository(deps.db);
  return {
    /** Base info (name, sex, birth date, gestation), every record newest first, and the chart's curve. */
    async growth(memberId: string): Promise<{ base: GrowthBaseInfo; records: GrowthRecord[]; curve: GrowthCurve } | null> {
      const growthId = await growthRepository(deps.db).profileIdOf(memberId);
      if (!growthId) return null;
      const base = await growth.baseInfo(growthId);
      const [records, curve] = [await growth.records(growthId, 0, ALL), await growth.curve(growthId)];
      return { base, records: records.list, curve };
    },

    /** The eye profile's summary, every exam newest first, and the chart's curve. */
    async eye(memberId: string, lang: Language): Promise<{ info: EyeInfo; exams: EyeExamRecord[]; curve: EyeCurve } | null> {
      if (!(await eyeRepository(deps.db).profileOfMember(memberId))) return null;
      const info = await eye.infoForMember(memberId, undefined);
      const [exams, curve] = [await eye.records(info.eyeId, 0, ALL, lang), await eye.curve(info.eyeId)];
      return { info, exams: exams.list, curve };
    },

    /** The bone ages the clinic's doctors recorded, oldest first. */
    async boneAges(memberId: string) {
      return boneAgeRepository(deps.db).list(memberId);
    },

    /** Name, sex and birth date, whatever the member has recorded. */
    async member(memberId: string) {
      const member = await familyRepository(deps.db).get(memberId);
      if (!member) throw new AppError('NOT_FOUND');
      return { name: member.name, sex: member.sex, birthDate: member.birthDate };
    },

    /** Every entry of each health-record section (the FHIR export carries the whole record). */
    async wholeHealthRecord(memberId: string, lang: Language) {
      const page = { start: 0, limit: ALL };
      const [visits, testReports, checkupReports] = [
        await healthRecord.visits(memberId, lang, page),
        await healthRecord.testReports(memberId, lang, page),
        await healthRecord.checkupReports(memberId, lang, page),
      ];
      return { visits: visits.list, testReports: testReports.list, checkupReports: checkupReports.list };
    },

    /** The latest entries of each health-record section. */
    async healthRecord(memberId: string, lang: Language) {
      const page = { start: 0, limit: HEALTH_RECORD_SECTION_LIMIT };
      const [visits, testReports, checkupReports] = [
        await healthRecord.visits(memberId, lang, page),
        await healthRecord.testReports(memberId, lang, page),
        await healthRecord.checkupReports(memberId, lang, page),
      ];
      return { visits: visits.list, testReports: testReports.list, checkupReports: checkupReports.list };
    },
  };
}
