import type { CheckupReport, Language, TestReport } from '@sprout/contracts';
import { CorrectedMark } from '../../../components/corrected-mark/corrected-mark.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Attachments } from './attachment-links.tsx';
import styles from './health-record.module.css';
import { HistoryLink } from './history-link.tsx';
import { ReportItems } from './report-items.tsx';

/** A test report (lab or imaging): items with ranges and flags, the conclusion, attachments. */
export function TestReportCard({ report }: { report: TestReport }) {
  const { t, i18n } = useTranslation('healthRecord');
  return (
    <article className={styles.card} data-testid="test-report" data-kind={report.kind}>
      <header className={styles.reportHeader}>
        <span className={`${styles.kind} ${report.kind === 'imaging' ? styles.kindImaging : styles.kindLab}`}>
          {t(`report.kind.${report.kind}`)}
        </span>
        <h3 className={styles.reportName}>{report.name}</h3>
        <p className={styles.meta}>
          {formatDate(report.reportDate, i18n.language as Language)}
          {report.clinicName ? ` · ${report.clinicName}` : ''}
        </p>
        <CorrectedMark correction={report.correction} />
        <HistoryLink kind="testReport" entryId={report.reportId} correction={report.correction} />
      </header>
      <ReportItems items={report.items} caption={report.name} />
      {report.conclusion ? (
        <p className={styles.conclusion}>
          <strong>
            {t('report.conclusion')}
            {t('colon')}
          </strong>
          {report.conclusion}
        </p>
      ) : null}
      <Attachments urls={report.attachments} />
    </article>
  );
}

/** A health checkup report: date, institution, summary and items. */
export function CheckupReportCard({ report }: { report: CheckupReport }) {
  const { t, i18n } = useTranslation('healthRecord');
  return (
    <article className={styles.card} data-testid="checkup-report">
      <header className={styles.reportHeader}>
        <h3 className={styles.reportName}>{formatDate(report.checkupDate, i18n.language as Language)}</h3>
        <p className={styles.meta}>
          {t('report.institution')}
          {t('colon')}
          {report.institution}
        </p>
        <CorrectedMark correction={report.correction} />
        <HistoryLink kind="checkup" entryId={report.reportId} correction={report.correction} />
      </header>
      <p className={styles.conclusion}>
        <strong>
          {t('report.summary')}
          {t('colon')}
        </strong>
        {report.summary}
      </p>
      <ReportItems items={report.items} caption={t('sections.checkupReports.title')} />
      <Attachments urls={report.attachments} />
    </article>
  );
}
