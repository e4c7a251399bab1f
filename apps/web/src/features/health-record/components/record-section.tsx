import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './health-record.module.css';

export type SectionKey = 'beneficiary' | 'visits' | 'testReports' | 'checkupReports';

interface RecordSectionProps {
  section: SectionKey;
  /** Nothing to list: the section says "No records found". */
  empty?: boolean;
  children?: ReactNode;
}

/** One of the four sections of the Family Member screen, with its title, its spec §3 label and its empty state. */
export function RecordSection({ section, empty = false, children }: RecordSectionProps) {
  const { t } = useTranslation('healthRecord');
  const headingId = `record-${section}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`section-${section}`}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`sections.${section}.title`)}
        <span className={styles.sectionSubtitle}>{t(`sections.${section}.subtitle`)}</span>
      </h2>
      {empty ? (
        <p className={styles.empty} data-testid="no-records">
          {t('noRecords')}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
