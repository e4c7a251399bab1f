import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { QUEUE_CHANGED_EVENT, queuedGrowthSaves, removeGrowthSave, type QueuedGrowthSave } from '../../../lib/offline/growth-queue.ts';
import { QUEUE_SENT_EVENT, sendQueuedNow } from '../../../lib/offline/start.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { growthKeys } from '../api/keys.ts';
import styles from './waiting-records.module.css';

/**
 * The member's growth records saved without a network and not sent yet, shown as waiting (issue 18 part 6), or
 * refused by the server with its reason and a way to discard them. Sending starts when the screen opens and
 * whenever the network returns; the growth data is read again once records went.
 */
export function WaitingRecords({ familyMemberId }: { familyMemberId: string }) {
  const { t, i18n } = useTranslation('offline');
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<QueuedGrowthSave[]>([]);
  const online = useOnline();

  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedGrowthSaves().then(
        (all) => live && setEntries(all.filter((e) => e.familyMemberId === familyMemberId)),
        () => undefined,
      );
    const sent = () => void queryClient.invalidateQueries({ queryKey: growthKeys.all });
    const back = () => void sendQueuedNow().catch(() => undefined);
    read();
    // The add-record screen's chunk now, so that tapping "add" with no network still opens it.
    void import('../pages/add-record-page.tsx').catch(() => undefined);
    void sendQueuedNow().catch(() => undefined);
    window.addEventListener(QUEUE_CHANGED_EVENT, read);
    window.addEventListener(QUEUE_SENT_EVENT, sent);
    window.addEventListener('online', back);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED_EVENT, read);
      window.removeEventListener(QUEUE_SENT_EVENT, sent);
      window.removeEventListener('online', back);
    };
  }, [familyMemberId, queryClient]);

  if (entries.length === 0 && online) return null;
  return (
    <section className={styles.box} data-testid="offline-waiting" aria-live="polite">
      {!online ? <p className={styles.banner}>{t('offlineBanner')}</p> : null}
      {entries.length > 0 ? (
        <>
          <h2 className={styles.title}>{t('waitingTitle')}</h2>
          <ul className={styles.list}>
            {entries.map((entry) => {
              const date = formatDate(entry.body.recordDate, i18n.language);
              return (
                <li key={entry.key} data-testid="offline-waiting-item">
                  {entry.error ? t('failed', { date, reason: entry.error }) : t('waitingItem', { date })}
                  {entry.error ? (
                    <button type="button" className={styles.discard} onClick={() => void removeGrowthSave(entry.key)}>
                      {t('discard')}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
