import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffCapability, StaffMember } from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accountCapabilities, accounts, clinics, doctorClinics, doctors } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { maskPhone } from '../health-record/service.ts';

defineMessages({
  'staff.notFound': { 'zh-CN': '没有这个员工账号', 'en-US': 'Cannot find this staff account.' },
  'staff.manageNeeded': {
    'zh-CN': '授予或收回权限需要“管理员工账号”权限',
    'en-US': 'Granting or revoking permissions needs the staff-management permission.',
  },
  'staff.notForRole': { 'zh-CN': '这个权限不适用于该账号的角色', 'en-US': 'does not apply to this account’s role' },
  'staff.lastManager': {
    'zh-CN': '这是最后一位拥有“管理员工账号”权限的人，不能收回；请先授予另一位编辑',
    'en-US': 'is held by no one else: grant it to another editor before this one loses it',
  },
});

/** Which permission goes with which role: staff management to editors, clinic-wide amendments to doctors. */
const GRANTABLE: Record<'doctor' | 'admin', StaffCapability[]> = { admin: ['staff.manage'], doctor: ['records.amendClinic'] };

type Executor = AppDb | AppTx;

export async function holds(db: Executor, accountId: string, capability: StaffCapability): Promise<boolean> {
  const rows = await db
    .select({ accountId: accountCapabilities.accountId })
    .from(accountCapabilities)
    .where(and(eq(accountCapabilities.accountId, accountId), eq(accountCapabilities.capability, capability)));
  return rows.length > 0;
}

/** Doctors and editors with their permissions and a doctor's clinics, by role then name. */
export async function staffRows(db: Executor, accountId?: string): Promise<StaffMember[]> {
  const people = await db
    .select({ id: accounts.id, name: accounts.name, role: accounts.role, phone: accounts.phone })
    .from(accounts)
    .where(and(inArray(accounts.role, ['doctor', 'admin']), accountId ? eq(accounts.id, accountId) : undefined))
    .orderBy(asc(accounts.role), asc(accounts.name), asc(accounts.id));
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const held = await db.select().from(accountCapabilities).where(inArray(accountCapabilities.accountId, ids));
  const places = await db
    .select({ accountId: doctors.accountId, shopId: clinics.id, name: clinics.name })
    .from(doctors)
    .innerJoin(doctorClinics, eq(doctorClinics.doctorId, doctors.id))
    .innerJoin(clinics, eq(clinics.id, doctorClinics.clinicId))
    .where(inArray(doctors.accountId, ids))
    .orderBy(sql`${clinics.name}->>'zh-CN'`);
  return people.map((p) => {
    const role = p.role as 'doctor' | 'admin';
    return {
      accountId: p.id,
      name: p.name,
      role,
      phone: maskPhone(p.phone),
      clinics: places.filter((c) => c.accountId === p.id).map(({ shopId, name }) => ({ shopId, name })),
      capabilities: held
        .filter((h) => h.accountId === p.id)
        .map((h) => h.capability)
        .sort(),
      grantable: GRANTABLE[role],
    };
  });
}

export type CapabilityOutcome = { member: StaffMember; changed: boolean };

/**
 * Grants or revokes one permission, in one transaction. The caller must hold `staff.manage` (checked inside the
 * transaction, so a manager revoked a moment ago is refused). Revoking `staff.manage` locks every holder's row
 * first: two managers revoking each other at once cannot leave nobody holding it.
 */
export async function setCapability(
  db: AppDb,
  callerId: string,
  accountId: string,
  capability: StaffCapability,
  granted: boolean,
): Promise<CapabilityOutcome> {
  return db.transaction(async (tx) => {
    const managers = await tx
      .select({ accountId: accountCapabilities.accountId })
      .from(accountCapabilities)
      .where(eq(accountCapabilities.capability, 'staff.manage'))
      .for('update');
    if (!managers.some((m) => m.accountId === callerId)) throw new AppError('FORBIDDEN', 'staff.manageNeeded');
    const [target] = await staffRows(tx, accountId);
    if (!target) throw new AppError('NOT_FOUND', 'staff.notFound');
    if (!target.grantable.includes(capability)) throw fieldError('capability', 'staff.notForRole');
    const has = target.capabilities.includes(capability);
    if (has === granted) return { member: target, changed: false };
    if (granted) {
      await tx.insert(accountCapabilities).values({ accountId, capability }).onConflictDoNothing();
    } else {
      if (capability === 'staff.manage' && managers.length <= 1) throw fieldError('granted', 'staff.lastManager');
      await tx
        .delete(accountCapabilities)
        .where(and(eq(accountCapabilities.accountId, accountId), eq(accountCapabilities.capability, capability)));
    }
    return { member: (await staffRows(tx, accountId))[0]!, changed: true };
  });
}
