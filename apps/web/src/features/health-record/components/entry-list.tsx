import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useMoreEntries, type SectionEntries, type SectionPath } from '../api/get-section-page.ts';
import styles from './health-record.module.css';

interface EntryListProps<S extends SectionPath> {
  familyMemberId: string;
  section: S;
  /** The newest entries, as the record carried them. */
  first: readonly SectionEntries[S][];
  /** How many entries the section has in all. */
  total: number;
  keyOf: (entry: SectionEntries[S]) => string;
  render: (entry: SectionEntries[S]) => ReactNode;
}

/** A section's entries, newest first; older ones page in with "load more" when the record has more than it carried. */
export function EntryList<S extends SectionPath>({ familyMemberId, section, first, total, keyOf, render }: EntryListProps<S>) {
  const { t } = useTranslation('healthRecord');
  const more = useMoreEntries(familyMemberId, section, first.length);
  const extra = (more.data?.pages ?? []).flatMap((page) => page.list);
  const entries = [...first, ...extra];
  const lastPage = more.data?.pages.at(-1);
  const remaining = lastPage ? more.hasNextPage : entries.length < total;

  return (
    <>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={keyOf(entry)}>{render(entry)}</li>
        ))}
      </ul>
      {remaining ? (
        <div className={styles.more}>
          <p className={styles.meta}>{t('showing', { shown: entries.length, total })}</p>
          <button
            type="button"
            className="button"
            onClick={() => void more.fetchNextPage()}
            disabled={more.isFetching}
            data-testid="load-more"
          >
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
