import type { AccessLogEntry } from '@sprout/contracts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './trust.module.css';

/** One line of the access log: who (doctor with title and clinic, invited guardian or caregiver, editor, share link), what, when. */
export function AccessEntry({ entry }: { entry: AccessLogEntry }) {
  const { t, i18n } = useTranslation('trust');
  const who =
    entry.actorRole === 'doctor'
      ? [entry.actorName ?? t('log.roles.doctor'), entry.actorTitle].filter(Boolean).join(' · ')
      : entry.actorRole === 'parent'
        ? t('log.someone')
        : entry.actorRole === 'guardian' || entry.actorRole === 'caregiver'
          ? [entry.actorName, t(`log.roles.${entry.actorRole}`)].filter(Boolean).join(' · ')
          : t(`log.roles.${entry.actorRole}`);
  const what = t('log.what', { action: t(`log.actions.${entry.action}`), subject: t(`log.subjects.${entry.subject}`) });
  return (
    <li
      className={`${styles.entry} ${entry.refused ? styles.entryRefused : ''}`}
      data-testid="access-entry"
      data-role={entry.actorRole}
      data-subject={entry.subject}
    >
      <p className={styles.who}>{who}</p>
      {entry.clinicName ? <p className={styles.meta}>{entry.clinicName}</p> : null}
      <p className={styles.meta}>
        {what} · <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
      </p>
      {entry.refused ? (
        <span className={`${styles.badge} ${styles.badgeDanger}`} title={t('log.refusedHint')}>
          {t('log.refused')} · {t('log.refusedHint')}
        </span>
      ) : null}
    </li>
  );
}
