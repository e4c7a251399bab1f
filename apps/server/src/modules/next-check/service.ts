import { callPath, nextCheckRoutes, type Language, type NextCheck, type NextCheckCalendarQuery } from '@sprout/contracts';
import { memberOwnership } from '../../auth/policy.ts';
import { checkLinkSignature, linkSignature } from '../../auth/signed-link.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { memberDueChecks } from '../clinical-summary/inputs.ts';
import { clinicalSummaryRepository } from '../clinical-summary/repository.ts';
import { nextCheckCalendar } from './calendar.ts';

/**
 * How long a calendar address works after the screen asked for it: long enough to open it later in the phone's
 * browser (from WeChat, "open in browser"), short enough that an address left in a history is soon worth nothing.
 */
export const CALENDAR_LINK_HOURS = 24;
const PURPOSE = 'next-check-calendar';

/** The next checks of a family member (the doctor's list's rule) and their calendar file at a signed address. */
export function nextCheckService(deps: AppDeps) {
  const repo = clinicalSummaryRepository(deps.db);
  const owns = memberOwnership(deps.db);
  const secret = deps.config.authSecret;

  async function dueOf(memberId: string) {
    const subject = await repo.subject(memberId);
    if (!subject) throw new AppError('NOT_FOUND');
    const due = (await repo.dueInputs([memberId])).get(memberId)!;
    return { subject, due: memberDueChecks(subject, due) };
  }

  function calendarUrl(memberId: string, accountId: string, lang: Language, now: Date) {
    const expires = Math.floor(now.getTime() / 1000) + CALENDAR_LINK_HOURS * 3600;
    const signature = linkSignature(secret, PURPOSE, [accountId, memberId], expires);
    const query = new URLSearchParams({ account: accountId, expires: String(expires), signature, lang });
    return {
      url: `${deps.config.publicOrigin}${callPath(nextCheckRoutes.calendar, { familyMemberId: memberId })}?${query}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  return {
    /** For the owner parent (the route's policy admitted them). */
    async nextCheck(memberId: string, accountId: string, lang: Language, now = new Date()): Promise<NextCheck> {
      const { due } = await dueOf(memberId);
      const checks = (['growth', 'eye'] as const)
        .flatMap((kind) => (due[kind] ? [{ kind, ...due[kind] }] : []))
        .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
      return {
        familyMemberId: memberId,
        nextDueDate: due.next,
        checks,
        calendar: checks.length > 0 ? calendarUrl(memberId, accountId, lang, now) : null,
      };
    },

    /**
     * The calendar file of a signed address: a signature that is not the server's reads as an unknown address
     * (404), an expired one says so (403), and the parent it was made for must still own the child (else 404).
     */
    async calendar(memberId: string, query: NextCheckCalendarQuery, lang: Language, now = new Date()): Promise<string> {
      const link = { purpose: PURPOSE, parts: [query.account, memberId], expires: query.expires, signature: query.signature };
      const check = checkLinkSignature(secret, link, Math.floor(now.getTime() / 1000));
      if (check === 'invalid') throw new AppError('NOT_FOUND');
      if (check === 'expired') throw new AppError('FORBIDDEN', 'error.calendarLinkExpired');
      if (!(await owns(query.account, memberId))) throw new AppError('NOT_FOUND');
      const { subject, due } = await dueOf(memberId);
      return nextCheckCalendar(memberId, subject.name, due, lang);
    },
  };
}
