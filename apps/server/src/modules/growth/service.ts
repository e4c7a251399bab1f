import { addDays, todayUtc } from '@sprout/clinical';
import {
  DOCTOR_ONLY_GROWTH_REFERENCES,
  FULL_TERM,
  isReplaceRequested,
  type DoctorGrowthHome,
  type GestationalAgeBody,
  type GrowthBaseInfo,
  type GrowthCheck,
  type GrowthCurve,
  type GrowthEditBody,
  type GrowthRecord,
  type GrowthRecordsPage,
  type GrowthReferenceChoice,
  type PretermReferenceChoice,
  type GrowthSaveBody,
  type Language,
} from '@sprout/contracts';
import { KEY_TAKEN, type WriteAlongside } from '../../db/write-alongside.ts';
import { referencesOf, type AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { findPatient } from '../patients/repository.ts';
import { isUniqueViolation } from '../questions/db-errors.ts';
import { baseInfoRepository } from './base-info-repository.ts';
import { toCurve } from './curve.ts';
import './messages.ts';
import { growthRepository, type GrowthSubject, type RecordValues, type WithPage, type WithRecords } from './repository.ts';
import { recordScorer, toBaseInfo, toRecord, type ScoringSet } from './scoring.ts';

/**
 * A parent types the date on their own calendar: up to UTC+14 is a day ahead of the server's UTC today, so
 * "today" there is accepted; anything later is in the future everywhere.
 */
export const MAX_DAYS_AHEAD_OF_UTC = 1;

/** The measured values of a stored record equal those of a request (the date is compared by the caller). */
function sameValues(row: RecordValues, values: RecordValues): boolean {
  return (
    row.heightCm === values.heightCm &&
    row.weightKg === values.weightKg &&
    row.headCm === values.headCm &&
    (row.measure ?? null) === (values.measure ?? null)
  );
}

const recordExists = () => new AppError('RECORD_EXISTS', 'growth.recordExists');

/** The rules of the growth calls; access was decided by the route's policy before any of this runs. */
export function growthService(deps: AppDeps) {
  const repo = growthRepository(deps.db);
  const baseInfoRecords = baseInfoRepository(deps.db);
  const refs = () => referencesOf(deps).growth;
  /** The child's stored reference set, unless the call asks for another (`?reference=`). */
  const setOf = (subject: GrowthSubject, asked?: GrowthReferenceChoice): Required<ScoringSet> => {
    const { china, ig21, cdc2000 } = referencesOf(deps);
    return { choice: asked ?? subject.profile.reference, china, preterm: subject.profile.pretermReference, ig21, cdc: cdc2000 };
  };

  async function subjectOf(growthId: string): Promise<GrowthSubject> {
    const subject = await repo.subject(growthId);
    if (!subject) throw new AppError('NOT_FOUND');
    return subject;
  }

  async function baseInfo(subject: GrowthSubject): Promise<GrowthBaseInfo> {
    const records = await baseInfoRecords.read(subject.profile.id);
    if (!records) throw new AppError('NOT_FOUND');
    return toBaseInfo(refs(), subject, records, todayUtc(), setOf(subject));
  }

  /** The child and all its records, read together (one statement). */
  async function withRecords(growthId: string) {
    const found = await repo.withRecords(growthId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  function checkDate(subject: GrowthSubject, recordDate: string): void {
    if (recordDate < subject.birthDate) throw fieldError('recordDate', 'validation.growth.dateBeforeBirth');
    if (recordDate > addDays(todayUtc(), MAX_DAYS_AHEAD_OF_UTC)) throw fieldError('recordDate', 'validation.growth.dateInFuture');
  }

  function valuesOf(body: GrowthSaveBody): RecordValues {
    return {
      recordDate: body.recordDate,
      heightCm: body.height ?? null,
      weightKg: body.weight ?? null,
      headCm: body.headSize ?? null,
      measure: body.measure ?? null,
    };
  }

  return {
    /** POST /init: the member's growth profile, created on the first call. */
    async init(memberId: string): Promise<GrowthBaseInfo> {
      const profile = await repo.ensureProfile(memberId);
      return baseInfo(await subjectOf(profile.id));
    },

    async baseInfo(growthId: string): Promise<GrowthBaseInfo> {
      return baseInfo(await subjectOf(growthId));
    },

    /** The reads a route may join to the policy's query; a joined read's result comes back as `read` below. */
    reads: repo.reads,

    async curve(growthId: string, reference?: GrowthReferenceChoice, read?: WithRecords): Promise<GrowthCurve> {
      const { subject, records } = read ?? (await withRecords(growthId));
      return toCurve(refs(), setOf(subject, reference), subject, records, todayUtc());
    },

    async records(
      growthId: string,
      start: number,
      limit: number,
      reference?: GrowthReferenceChoice,
      read?: WithPage,
    ): Promise<GrowthRecordsPage> {
      const found = read ?? (await repo.withPage(growthId, start, limit));
      if (!found) throw new AppError('NOT_FOUND');
      const { subject, total, rows, beyond } = found;
      const set = setOf(subject, reference);
      const score = recordScorer(refs(), subject, set);
      // Newest first: each row's previous record is the next row, and the page's last row has its own.
      return { total, list: rows.map((row, i) => toRecord(refs(), subject, row, rows[i + 1] ?? beyond, set, score)) };
    },

    async record(recordId: string): Promise<GrowthRecord> {
      const row = await repo.record(recordId);
      if (!row) throw new AppError('NOT_FOUND');
      const subject = await subjectOf(row.growthId);
      return toRecord(refs(), subject, row, await repo.before(row.growthId, row.recordDate), setOf(subject));
    },

    /**
     * POST /reference (the family) and POST doctor/growth/reference: stores the child's reference set; the scores of
     * every view follow it. A doctor-only set (CDC 2000) is neither chosen nor replaced by the family: 403.
     */
    async setReference(growthId: string, reference: GrowthReferenceChoice, by: 'family' | 'doctor' = 'family'): Promise<GrowthBaseInfo> {
      const subject = await subjectOf(growthId);
      const doctorOnly = (choice: GrowthReferenceChoice) => DOCTOR_ONLY_GROWTH_REFERENCES.includes(choice);
      if (by === 'family' && (doctorOnly(reference) || doctorOnly(subject.profile.reference))) {
        throw new AppError('FORBIDDEN', 'growth.referenceDoctorOnly');
      }
      if (subject.profile.reference !== reference) await repo.updateProfile(growthId, { reference });
      return baseInfo(await subjectOf(growthId));
    },

    async setPretermReference(growthId: string, pretermReference: PretermReferenceChoice): Promise<GrowthBaseInfo> {
      const subject = await subjectOf(growthId);
      if (subject.profile.pretermReference !== pretermReference) await repo.updateProfile(growthId, { pretermReference });
      return baseInfo(await subjectOf(growthId));
    },

    /**
     * POST /check: the scores of values not saved yet, so the form can ask before keeping a flagged one. `read`: the
     * child as the policy's query read it with the session (auth/joined-read.ts), else read here.
     */
    async check(body: GrowthSaveBody, read?: GrowthSubject): Promise<GrowthCheck> {
      const subject = read ?? (await subjectOf(body.growthId));
      checkDate(subject, body.recordDate);
      const set = setOf(subject);
      const row = { ...valuesOf(body), id: '', growthId: body.growthId, createdAt: new Date(), updatedAt: new Date() };
      const { zScores, references, flags, recheck, weightForLength } = toRecord(
        refs(),
        subject,
        row,
        await repo.before(body.growthId, body.recordDate),
        set,
      );
      return { zScores, references, flags, recheck, weightForLength };
    },

    /**
     * POST /save: a second record on a date is 409 unless replaceFlag is true, which replaces it. `read`: as check's.
     * `along`: the key's claim and the audit row the insert's statement makes with it; KEY_TAKEN when the key was taken.
     */
    async save(body: GrowthSaveBody, read?: GrowthSubject, along?: WriteAlongside): Promise<GrowthRecord | typeof KEY_TAKEN> {
      const subject = read ?? (await subjectOf(body.growthId));
      checkDate(subject, body.recordDate);
      let inserted;
      try {
        inserted = await repo.insert(body.growthId, valuesOf(body), isReplaceRequested(body.replaceFlag), along);
      } catch (error) {
        if (isUniqueViolation(error)) throw recordExists();
        throw error;
      }
      if (!inserted.claimed) return KEY_TAKEN;
      const saved = inserted.saved;
      if (!saved) {
        // A save retried after its reply was lost finds its own record: the same values on the same date are
        // the same write, answered as the first one was, not 409.
        const same = await repo.onDate(body.growthId, body.recordDate);
        if (!same || !sameValues(same, valuesOf(body))) throw recordExists();
        return toRecord(refs(), subject, same, await repo.before(same.growthId, same.recordDate), setOf(subject));
      }
      return toRecord(refs(), subject, saved.row, saved.before, setOf(subject));
    },

    /** POST /edit: the same rule when the record moves onto another record's date. */
    async edit(body: GrowthEditBody): Promise<GrowthRecord> {
      const existing = await repo.record(body.recordId);
      if (!existing) throw new AppError('NOT_FOUND');
      if (existing.growthId !== body.growthId) throw fieldError('growthId', 'validation.growth.otherGrowth');
      const subject = await subjectOf(existing.growthId);
      checkDate(subject, body.recordDate);
      let result;
      try {
        result = await repo.update(body.recordId, existing.growthId, valuesOf(body), isReplaceRequested(body.replaceFlag));
      } catch (error) {
        if (isUniqueViolation(error)) throw recordExists();
        throw error;
      }
      if (result === 'exists') throw recordExists();
      return toRecord(refs(), subject, result, await repo.before(result.growthId, result.recordDate), setOf(subject));
    },

    async remove(recordId: string): Promise<void> {
      await repo.remove(recordId);
    },

    /** POST /edit_gestational_age: term or preterm gestation, and the parents' heights when given. */
    async setGestationalAge(body: GestationalAgeBody): Promise<GrowthBaseInfo> {
      const fullTerm = body.fullTermFlag === FULL_TERM;
      await repo.updateProfile(body.growthId, {
        fullTermFlag: body.fullTermFlag,
        gestationalAgeDays: fullTerm ? null : body.gestationalAge!,
        ...(body.fatherHeight !== undefined ? { fatherHeightCm: body.fatherHeight } : {}),
        ...(body.motherHeight !== undefined ? { motherHeightCm: body.motherHeight } : {}),
      });
      return baseInfo(await subjectOf(body.growthId));
    },

    /** Doctor home: the base info, the latest record and the child's patient file at the doctor's clinic. */
    async doctorHome(growthId: string, memberId: string, accountId: string, lang: Language): Promise<DoctorGrowthHome> {
      const info = await baseInfo(await subjectOf(growthId));
      const patientId = await repo.patientIdForDoctor(memberId, accountId);
      const patient = patientId ? await findPatient(deps.db, patientId, lang) : null;
      return { growthBaseInfo: info, latestRecord: info.latestRecord, patient };
    },
  };
}
