import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { QUEUE_CHANGED_EVENT, queuedGrowthSaves, removeGrowthSave } from '../../../lib/offline/growth-queue.ts';
import { sendQueuedNow } from '../../../lib/offline/start.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import styles from './waiting-records.module.css';

type Status = { kind: 'waiting' } | { kind: 'sent' } | { kind: 'failed'; reason: string };

/**
 * What the add-record screen says after a record was kept on the phone, when it was opened on its own (a link, a
 * bookmark) and the growth screen's code and data are not on the phone (issue 31 item 3): the record is saved and
 * waiting, then sent, or refused with its reason. It follows the queue, and sends it when the network returns.
 */
export function OfflineSaved({ entryKey, recordDate, detailPath }: { entryKey: string; recordDate: string; detailPath: string }) {
  const { t, i18n } = useTranslation('offline');
  const online = useOnline();
  const [status, setStatus] = useState<Status>({ kind: 'waiting' });

  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedGrowthSaves().then(
        (all) => {
          const entry = all.find((e) => e.key === entryKey);
          if (!live) return;
          setStatus(!entry ? { kind: 'sent' } : entry.error ? { kind: 'failed', reason: entry.error } : { kind: 'waiting' });
        },
        () => undefined,
      );
    const back = () => void sendQueuedNow().catch(() => undefined);
    read();
    window.addEventListener(QUEUE_CHANGED_EVENT, read);
    window.addEventListener('online', back);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED_EVENT, read);
      window.removeEventListener('online', back);
    };
  }, [entryKey]);

  const date = formatDate(recordDate, i18n.language);
  return (
    <section className={styles.box} data-testid="offline-saved" data-status={status.kind} aria-live="polite">
      <h1 className={styles.title}>{status.kind === 'sent' ? t('saved.sentTitle') : t('saved.title')}</h1>
      <p className={styles.text} data-testid="offline-saved-item">
        {status.kind === 'sent'
          ? t('saved.sent', { date })
          : status.kind === 'failed'
            ? t('failed', { date, reason: status.reason })
            : t(online ? 'saved.sending' : 'saved.waiting', { date })}
      </p>
      {status.kind === 'failed' ? (
        <button type="button" className={styles.discard} onClick={() => void removeGrowthSave(entryKey)}>
          {t('discard')}
        </button>
      ) : null}
      {online ? (
        <Link className={styles.link} to={detailPath} replace data-testid="offline-saved-detail">
          {t('saved.toGrowth')} ›
        </Link>
      ) : (
        <p className={styles.text}>{t('saved.stayHint')}</p>
      )}
    </section>
  );
}
