import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { DoctorBackLinks } from '../../../components/layout/doctor-back-links.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { HISTORY_KINDS, useEntryHistory, type HistoryKind } from '../api/get-entry-history.ts';
import { isMemberId } from '../utils/format.ts';
import { changedFields, HISTORY_FIELDS } from '../utils/history-fields.ts';
import styles from './entry-history.module.css';

const kindOf = (raw: string | null): HistoryKind | null => HISTORY_KINDS.find((k) => k === raw) ?? null;

/** The family's record: where "back" goes for a parent. */
const recordPath = (familyMemberId: string) => `/familyHealthyRecord/detail?familyMemberId=${encodeURIComponent(familyMemberId)}`;

/**
 * /familyHealthyRecord/history?familyMemberId=…&kind=visit|testReport|checkup|advice&entryId=…[&patientId=…]: every
 * version of a corrected or withdrawn entry (issue 30), read-only. A clinic doctor's read is audited by the
 * server; the family reads its own child's corrected entries (a withdrawn one's history is the clinic's only).
 * A doctor reads it in the doctor workspace's shell, the versions side by side at a desk; a phone, and a parent at
 * any width, lists them newest first. Changed fields are marked.
 */
export default function EntryHistoryPage() {
  const { t, i18n } = useTranslation('healthRecord');
  const [params] = useSearchParams();
  const rawMember = params.get('familyMemberId');
  const familyMemberId = isMemberId(rawMember) ? rawMember : '';
  const kind = kindOf(params.get('kind'));
  const entryId = params.get('entryId') ?? '';
  const patientId = params.get('patientId');
  const history = useEntryHistory(kind ?? 'visit', familyMemberId, kind ? entryId : '');
  // A doctor reads it in the workspace's shell (the desk's width, the way back to the patient and to the list, as
  // on the growth and eye screens); a parent in the phone layout, back to the record.
  const doctor = useMe().data?.role === 'doctor';
  const back = doctor ? (
    <DoctorBackLinks patientId={patientId} />
  ) : (
    <Link className={styles.back} to={recordPath(familyMemberId)} data-testid="history-back">
      {t('history.back')}
    </Link>
  );
  const layout = doctor ? { 'data-layout': 'wide' } : {};

  if (!familyMemberId || !kind || !entryId || (history.isError && isApiError(history.error) && history.error.status < 500)) {
    return (
      <main {...layout} data-testid="history-not-found">
        <StatusScreen title={t('history.notFound')} description={t('history.notFoundHint')}>
          {back}
        </StatusScreen>
      </main>
    );
  }
  if (history.isError) {
    return (
      <main {...layout} data-testid="history-error">
        <StatusScreen title={t('loadFailed')} description={history.error.message}>
          <button type="button" className="button button--primary" onClick={() => void history.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </StatusScreen>
      </main>
    );
  }
  if (!history.data) return <PageLoading />;

  const { versions, withdrawn } = history.data;
  const fields = HISTORY_FIELDS[kind];
  const changed = changedFields(
    kind,
    versions.map((v) => v.entry),
  );
  const when = (at: string) => formatDateTime(at, i18n.language);
  const heading = (v: (typeof versions)[number], i: number) =>
    `${t('history.version', { version: v.version })}${i === 0 && !withdrawn ? ` · ${t('history.current')}` : ''}${
      i === versions.length - 1 ? ` · ${t('history.original')}` : ''
    }`;
  const made = (v: (typeof versions)[number]) =>
    v.madeBy ? t('history.madeBy', { date: when(v.madeAt), by: v.madeBy }) : t('history.madeOn', { date: when(v.madeAt) });
  const changedMark = <span className={styles.changed}>{t('history.changed')}</span>;

  return (
    <main className={doctor ? `${styles.page} ${styles.desk}` : styles.page} {...layout} data-testid="entry-history">
      {back}
      <h1 className={styles.title}>{t('history.title', { kind: t(`history.kinds.${kind}`) })}</h1>
      <p className={styles.meta}>{t('history.readOnly', { count: versions.length })}</p>
      {withdrawn ? (
        <p className={styles.withdrawn} data-testid="history-withdrawn">
          {withdrawn.by
            ? t('history.withdrawnBy', { date: when(withdrawn.at), by: withdrawn.by })
            : t('history.withdrawnOn', { date: when(withdrawn.at) })}
          {withdrawn.reason ? ` ${t('history.reason', { reason: withdrawn.reason })}` : ''}
        </p>
      ) : null}

      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.field')}</th>
              {versions.map((v, i) => (
                <th key={v.version} scope="col">
                  {heading(v, i)}
                  <div className={styles.meta}>{made(v)}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.key}>
                <th scope="row">{t(f.label as 'history.date')}</th>
                {versions.map((v, i) => (
                  <td key={v.version} className={changed[i]!.has(f.key) ? styles.cellChanged : undefined}>
                    <span className={styles.value}>{f.text(v.entry) || '—'}</span>
                    {changed[i]!.has(f.key) ? changedMark : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol className={styles.cards} data-testid="history-cards">
        {versions.map((v, i) => (
          <li key={v.version} className={styles.card} data-testid="history-version">
            <h2>{heading(v, i)}</h2>
            <p className={styles.meta}>{made(v)}</p>
            <dl>
              {fields.map((f) => (
                <div key={f.key}>
                  <dt>
                    {t(f.label as 'history.date')}
                    {changed[i]!.has(f.key) ? changedMark : null}
                  </dt>
                  <dd className={styles.value}>{f.text(v.entry) || '—'}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </main>
  );
}
