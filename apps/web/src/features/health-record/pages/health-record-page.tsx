import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useIsGuardian } from '../../../lib/member/member-access.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useHealthRecord } from '../api/get-health-record.ts';
import { HealthRecordView } from '../components/health-record-view.tsx';
import styles from '../components/health-record.module.css';
import { TrustLinks } from '../components/trust-links.tsx';
import { isMemberId } from '../utils/format.ts';

/** Statuses that mean "this member is not there for you": malformed id, refused, unknown. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

function NotFound() {
  const { t } = useTranslation('healthRecord');
  return (
    <main data-testid="health-record-not-found">
      <StatusScreen title={t('notFound')} description={t('notFoundHint')}>
        <Link className="button button--primary" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </StatusScreen>
    </main>
  );
}

/** /familyHealthyRecord/detail?familyMemberId=…: the Family Member screen (spec §2). */
export default function HealthRecordPage() {
  const { t } = useTranslation('healthRecord');
  const [params] = useSearchParams();
  const raw = params.get('familyMemberId');
  const valid = isMemberId(raw);
  const familyMemberId = valid ? raw : '';
  const record = useHealthRecord(familyMemberId, valid);
  // Consent, the access log and sharing are the guardians' (issue 34): a caregiver does not see their entries.
  const guardian = useIsGuardian(familyMemberId);

  if (!valid) return <NotFound />;
  if (record.isError) {
    if (isApiError(record.error) && NOT_FOUND_STATUSES.has(record.error.status)) return <NotFound />;
    return (
      <main data-testid="health-record-error">
        <StatusScreen title={t('loadFailed')} description={record.error.message}>
          <button type="button" className="button button--primary" onClick={() => void record.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </StatusScreen>
      </main>
    );
  }

  return (
    <main className={styles.page} data-testid="health-record-page">
      <h1 className={styles.title}>{t('familyHealthRecord', { ns: 'titles' })}</h1>
      {guardian ? (
        <Link
          className={styles.trustLink}
          to={`/family/consent?familyMemberId=${encodeURIComponent(familyMemberId)}`}
          data-testid="consent-entry"
        >
          {t('entry', { ns: 'consent' })}
        </Link>
      ) : null}
      {record.isSuccess ? <HealthRecordView familyMemberId={familyMemberId} record={record.data} /> : <PageLoading />}
      {record.isSuccess && guardian ? <TrustLinks familyMemberId={familyMemberId} /> : null}
    </main>
  );
}
