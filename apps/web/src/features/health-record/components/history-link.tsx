import { Link, useSearchParams } from 'react-router';
import type { EntryCorrection } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { HistoryKind } from '../api/get-entry-history.ts';

/**
 * Beside a corrected entry's mark in the family's record (issue 30): its versions, read-only. Only on the record
 * page itself (it names the member); a shared link's page shows the mark alone.
 */
export function HistoryLink({ kind, entryId, correction }: { kind: HistoryKind; entryId: string; correction: EntryCorrection | null }) {
  const { t } = useTranslation('healthRecord');
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId');
  if (!correction || !familyMemberId) return null;
  const query = new URLSearchParams({ familyMemberId, kind, entryId });
  return (
    <Link to={`/familyHealthyRecord/history?${query.toString()}`} data-testid="entry-history">
      {t('history.open')}
    </Link>
  );
}
