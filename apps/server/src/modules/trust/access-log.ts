import type { AccessActorRole, AccessLogEntry, AccessSubject, Page } from '@sprout/contracts';
import { SHARE_AUDIT_ROLE, type StaffOfRow, type TrailRow } from './repository.ts';

/** What a route of the trail touched, read from its path pattern (routes are stored as patterns, never values). */
export function subjectOf(route: string): AccessSubject {
  if (route.includes('/shared/')) return 'share';
  // Who can see the child (issue 34): an invitation accepted, a person invited or removed.
  if (/\/carer(s|_invites)\b/.test(route)) return 'people';
  if (route.includes('/growth')) return 'growth';
  if (route.includes('/eye')) return 'eye';
  if (/\/(health_record|visits|test_reports|checkup_reports|patients)\b/.test(route)) return 'record';
  if (/advice/.test(route)) return 'advice';
  if (/\/family_members\/:familyMemberId$/.test(route)) return 'profile';
  return 'other';
}

function actorRoleOf(role: string): AccessActorRole {
  if (role === SHARE_AUDIT_ROLE) return 'shareLink';
  if (role === 'doctor') return 'doctor';
  if (role === 'admin') return 'editor';
  // An adult the family invited (issue 34): the trail row carries the standing they acted in.
  if (role === 'guardian' || role === 'caregiver') return role;
  return 'parent';
}

/**
 * The trail rows as the parent reads them. Doctors are named with their title and the clinic holding the
 * child's file; a guardian or caregiver the family invited by their account's name; an editor is "clinic editor";
 * another family's parent is never named (their attempt shows, not
 * who they are).
 */
export function toAccessLog(
  page: { total: number; rows: TrailRow[] },
  doctors: Map<string, StaffOfRow>,
  accountNames: Map<string, string>,
): Page<AccessLogEntry> {
  return {
    total: page.total,
    list: page.rows.map((row) => {
      const actorRole = actorRoleOf(row.role);
      const doctor = actorRole === 'doctor' ? doctors.get(row.accountId) : undefined;
      return {
        id: row.id,
        at: row.occurredAt.toISOString(),
        actorRole,
        actorName:
          actorRole === 'doctor'
            ? (doctor?.name ?? accountNames.get(row.accountId) ?? null)
            : actorRole === 'guardian' || actorRole === 'caregiver'
              ? (accountNames.get(row.accountId) ?? null)
              : null,
        actorTitle: doctor?.title ?? null,
        clinicName: doctor?.clinicName ?? null,
        action: row.action,
        subject: subjectOf(row.route),
        refused: row.status >= 400,
      };
    }),
  };
}
