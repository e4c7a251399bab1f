import { and, eq } from 'drizzle-orm';
import { AMEND_CLINIC_CAPABILITY } from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accountCapabilities, doctorClinics, doctors } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';

defineMessages({
  'healthRecord.notYours': {
    'zh-CN': '只有记录的书写医生，或本诊所有更正权限的医生，才能更正或撤回这条记录',
    'en-US': 'Only the doctor who wrote this entry, or a doctor of its clinic allowed to correct entries, may change it.',
  },
});

/**
 * Who may correct or withdraw a health-record entry (issue 30): the doctor who wrote it, or a doctor of the entry's
 * clinic who holds records.amendClinic. The member policy (clinicalWrite) has already let the doctor reach the
 * child; this decides about the entry itself.
 */
export interface ChangeRights {
  accountId: string;
  /** The clinics at which this account may change colleagues' entries (empty without the capability). */
  clinicIds: ReadonlySet<string>;
}

export async function changeRightsOf(db: AppDb | AppTx, accountId: string): Promise<ChangeRights> {
  const rows = await db
    .select({ clinicId: doctorClinics.clinicId })
    .from(doctorClinics)
    .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
    .innerJoin(
      accountCapabilities,
      and(eq(accountCapabilities.accountId, doctors.accountId), eq(accountCapabilities.capability, AMEND_CLINIC_CAPABILITY)),
    )
    .where(eq(doctors.accountId, accountId));
  return { accountId, clinicIds: new Set(rows.map((r) => r.clinicId)) };
}

export function mayChange(rights: ChangeRights, entry: { author: string | null; clinicId: string | null }): boolean {
  if (entry.author !== null && entry.author === rights.accountId) return true;
  return entry.clinicId !== null && rights.clinicIds.has(entry.clinicId);
}

/** A doctor who may read the entry but not change it: 403, the entry named by its field-less message. */
export class ChangeRefused extends AppError {
  constructor() {
    super('FORBIDDEN', 'healthRecord.notYours');
  }
}
