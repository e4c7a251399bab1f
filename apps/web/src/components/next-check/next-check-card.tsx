import { useSyncExternalStore } from 'react';
import type { NextCheck } from '@sprout/contracts';
import { formatDate, localIsoDate } from '../../lib/format/date.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useNextCheck } from '../../lib/member/next-check.ts';
import { isWeChatBrowser } from '../../lib/wechat/platform.ts';
import styles from './next-check-card.module.css';

/**
 * When the child is next due for a check, on the home, growth and eye screens (issue 31 item 7): each due check
 * with its date in the reader's style, overdue when the date has passed, and a link that adds them to the phone's
 * calendar. Nothing is shown while loading, when the call fails or when nothing is due.
 */
export function NextCheckCard({ familyMemberId }: { familyMemberId: string }) {
  const { i18n } = useTranslation();
  const query = useNextCheck(familyMemberId, i18n.language);
  // The server renders this card with the page (its call is fetched there) and knows no user agent: the WeChat
  // hint is added once the page is live, so the first render matches the server's.
  const weChat = useSyncExternalStore(noChanges, isWeChatBrowser, () => false);
  if (!query.data || query.data.checks.length === 0) return null;
  return <NextCheckView check={query.data} today={localIsoDate()} weChat={weChat} />;
}

const noChanges = () => () => undefined;

/** The card itself, from the answer: `today` on the phone's calendar decides what is overdue. */
export function NextCheckView({ check, today, weChat }: { check: NextCheck; today: string; weChat: boolean }) {
  const { t, i18n } = useTranslation('nextCheck');
  const lang = i18n.language;
  return (
    <section className={styles.card} aria-labelledby="next-check-title" data-testid="next-check">
      <h2 id="next-check-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list}>
        {check.checks.map((c) => {
          const overdue = c.dueDate < today;
          const date = formatDate(c.dueDate, lang);
          return (
            <li key={c.kind} className={styles.item} data-kind={c.kind} data-due={c.dueDate} data-overdue={overdue || undefined}>
              <span className={styles.kind}>{t(`kind.${c.kind}`)}</span>
              <strong className={overdue ? styles.overdue : styles.date}>{overdue ? t('overdue', { date }) : date}</strong>
              <span className={styles.since}>{t(`since.${c.kind}`, { date: formatDate(c.lastDate, lang) })}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.rule}>{t('rule')}</p>
      {check.calendar ? (
        <>
          <a className={styles.calendar} href={check.calendar.url} data-testid="next-check-calendar">
            {t('addToCalendar')}
          </a>
          {weChat ? (
            <p className={styles.hint} data-testid="next-check-wechat-hint">
              {t('weChatHint')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
