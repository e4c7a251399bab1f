import { Link } from 'react-router';
import type { EntryCorrection, PatientOverview } from '@sprout/contracts';
import { CorrectedMark } from '../../../components/corrected-mark/corrected-mark.tsx';
import { confirmAction } from '../../../components/leave-guard/confirm-action.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import { useWithdrawEntry } from '../api/change-entry.ts';
import type { EntryKind } from '../api/create-entry.ts';
import { entryPath, specDoctorPaths } from '../utils/paths.ts';
import styles from './doctor.module.css';
import own from './entry-sections.module.css';

/** One listed entry, whatever its kind: what it is called, and what its actions need. */
interface Row {
  kind: EntryKind;
  id: string;
  date: string;
  /** The entry in a line: the visit's department and diagnosis, the report's name, the advice's text. */
  label: string;
  meta: string | null;
  version: number;
  correction: EntryCorrection | null;
  mayChange: boolean;
}

const change = (e: Pick<Row, 'version' | 'correction' | 'mayChange'>) => ({
  version: e.version,
  correction: e.correction,
  mayChange: e.mayChange,
});

function rowsOf(overview: PatientOverview): Record<'visits' | 'testReports' | 'checkupReports' | 'advices', Row[]> {
  return {
    visits: overview.visits.map((v) => ({
      kind: 'visit',
      id: v.visitId,
      date: v.visitDate,
      label: `${v.department} · ${v.diagnosis}`,
      meta: v.doctorName,
      ...change(v),
    })),
    testReports: overview.testReports.map((r) => ({
      kind: 'testReport',
      id: r.reportId,
      date: r.reportDate,
      label: r.name,
      meta: null,
      ...change(r),
    })),
    checkupReports: overview.checkupReports.map((r) => ({
      kind: 'checkup',
      id: r.reportId,
      date: r.checkupDate,
      label: r.institution,
      meta: null,
      ...change(r),
    })),
    advices: overview.advices.map((a) => ({
      kind: 'advice',
      id: a.id,
      date: a.createdAt.slice(0, 10),
      label: a.text,
      meta: a.doctorName,
      ...change(a),
    })),
  };
}

function EntryItem({ row, patientId, familyMemberId }: { row: Row; patientId: string; familyMemberId: string }) {
  const { t, i18n } = useTranslation('doctor');
  // The one date style of the reader's language, as on every other screen (not the stored ISO day).
  const date = formatDate(row.date, i18n.language);
  const withdraw = useWithdrawEntry(familyMemberId, patientId);
  const ask = async () => {
    // The question names what goes away, and where it stays.
    const what = t('withdraw.what', { kind: t(`entry.${row.kind}`), date, label: row.label });
    const yes = await confirmAction({
      title: t('withdraw.title'),
      content: t('withdraw.content', { what }),
      confirmText: t('withdraw.confirm'),
    });
    if (!yes) return;
    withdraw.mutate(
      { kind: row.kind, entryId: row.id, version: row.version },
      {
        onSuccess: () => void showToast({ content: t('withdraw.done') }),
        onError: (error) => showApiError(error),
      },
    );
  };
  return (
    <li className={own.item} data-testid={`entry-${row.kind}`} data-entry-id={row.id}>
      <div className={own.text}>
        <span>
          <strong>{date}</strong> · <span className={row.kind === 'advice' ? own.advice : undefined}>{row.label}</span>
          {row.meta ? <span className={styles.meta}> · {row.meta}</span> : null}
        </span>
        <CorrectedMark correction={row.correction} />
        {row.correction ? (
          <Link to={specDoctorPaths.entryHistory(familyMemberId, row.kind, row.id, patientId)} data-testid="entry-history">
            {t('history.open')}
          </Link>
        ) : null}
      </div>
      {row.mayChange ? (
        <div className={own.actions}>
          <Link className="button" to={entryPath(row.kind, patientId, row.id)} data-testid="entry-edit">
            {t('edit.action')}
          </Link>
          <button
            type="button"
            className={`button ${own.danger}`}
            onClick={() => void ask()}
            disabled={withdraw.isPending}
            data-testid="entry-withdraw"
          >
            {t('withdraw.action')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

type WithdrawnEntry = PatientOverview['withdrawn'][number];

/**
 * Where a withdrawn entry was (issue 30): the family no longer sees it, but its clinic does, on its history page.
 * The placeholder names its kind and dates only; what it said is read in its versions.
 */
function WithdrawnItem({ entry, patientId, familyMemberId }: { entry: WithdrawnEntry; patientId: string; familyMemberId: string }) {
  const { t, i18n } = useTranslation('doctor');
  return (
    <li className={`${own.item} ${own.withdrawn}`} data-testid="entry-withdrawn" data-entry-id={entry.entryId}>
      <div className={own.text}>
        <span>
          <strong>{entry.date}</strong> ·{' '}
          {t('history.withdrawn', { kind: t(`entry.${entry.kind}`), when: formatDate(entry.withdrawnAt, i18n.language) })}
        </span>
        <Link to={specDoctorPaths.entryHistory(familyMemberId, entry.kind, entry.entryId, patientId)} data-testid="entry-history">
          {t('history.open')}
        </Link>
      </div>
    </li>
  );
}

const SECTION_KIND = { visits: 'visit', testReports: 'testReport', checkupReports: 'checkup', advices: 'advice' } as const;

const SECTIONS = [
  ['visits', 'overview.visits', 'overview.noVisits'],
  ['testReports', 'overview.testReports', 'overview.noTestReports'],
  ['checkupReports', 'overview.checkupReports', 'overview.noCheckupReports'],
  ['advices', 'overview.advices', 'overview.noAdvices'],
] as const;

/**
 * The patient's latest visits, reports, checkups and advice, each with its edit and withdraw actions where this
 * doctor may change it (its author, or a colleague of its clinic allowed to), then a placeholder for each entry
 * recently withdrawn, with its versions: issue 30.
 */
export function EntrySections({ overview, patientId }: { overview: PatientOverview; patientId: string }) {
  const { t } = useTranslation('doctor');
  const rows = rowsOf(overview);
  const familyMemberId = overview.patient.familyMemberId;
  return (
    <>
      {SECTIONS.map(([key, title, empty]) => (
        <section key={key} className={styles.card} aria-labelledby={`${key}-title`} data-testid={`overview-${key}`}>
          <h2 className={styles.cardTitle} id={`${key}-title`}>
            {t(title)}
            <span className={styles.meta}> {t('overview.shownOf', { shown: rows[key].length, total: overview.totals[key] })}</span>
          </h2>
          {rows[key].length === 0 ? <p className={styles.meta}>{t(empty)}</p> : null}
          <ul className={styles.list}>
            {rows[key].map((row) => (
              <EntryItem key={row.id} row={row} patientId={patientId} familyMemberId={familyMemberId} />
            ))}
            {overview.withdrawn
              .filter((entry) => entry.kind === SECTION_KIND[key])
              .map((entry) => (
                <WithdrawnItem key={entry.entryId} entry={entry} patientId={patientId} familyMemberId={familyMemberId} />
              ))}
          </ul>
          {key === 'visits' ? (
            <Link to={specDoctorPaths.healthRecord(familyMemberId)} data-testid="link-health-record">
              {t('overview.healthRecord')}
            </Link>
          ) : null}
        </section>
      ))}
    </>
  );
}
