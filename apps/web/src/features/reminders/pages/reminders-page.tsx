import { useId, useState } from 'react';
import type { ReminderItem, Reminders, ReminderSettingsInput } from '@sprout/contracts';
import { REMINDER_KINDS } from '@sprout/contracts/light';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useReminders, useSaveReminders } from '../api/reminder-calls.ts';
import styles from './reminders-page.module.css';

/** The days-before a parent may choose (the server takes 0 to 30). */
const DAYS_BEFORE = [0, 1, 2, 3, 5, 7, 14, 30] as const;

/**
 * /account/reminders (issue 34 part 3): turn reminders on (they are off until then), how early, which kinds and by
 * which channel; and what is coming due for the children, with the day its message goes.
 */
export default function RemindersPage() {
  const { t } = useTranslation('reminders');
  const reminders = useReminders();
  if (reminders.isError)
    return (
      <main className={page.page} data-testid="reminders-page">
        <h1 className={page.heading}>{t('title')}</h1>
        <p className={page.alert} role="alert">
          {t('loadFailed')}
        </p>
        <button type="button" className="button button--primary" onClick={() => void reminders.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </button>
      </main>
    );
  if (!reminders.data) return <PageLoading />;
  return <RemindersForm data={reminders.data} />;
}

function Toggle(props: { label: string; checked: boolean; disabled?: boolean; onChange: (value: boolean) => void; testId: string }) {
  return (
    <label className={styles.toggle} aria-disabled={props.disabled ? true : undefined}>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        data-testid={props.testId}
      />
      <span>{props.label}</span>
    </label>
  );
}

function RemindersForm({ data }: { data: Reminders }) {
  const { t, i18n } = useTranslation('reminders');
  const save = useSaveReminders();
  const [form, setForm] = useState<ReminderSettingsInput>(() => {
    const { enabled, daysBefore, kinds, channels } = data.settings;
    return { enabled, daysBefore, kinds, channels };
  });
  const daysId = useId();
  const set = (change: Partial<ReminderSettingsInput>) => {
    save.reset();
    setForm((current) => ({ ...current, ...change }));
  };
  const fieldError = isApiError(save.error) ? save.error.errors[0]?.message : undefined;
  const lang = i18n.language;

  return (
    <main className={page.page} data-testid="reminders-page">
      <h1 className={page.heading}>{t('title')}</h1>
      <p className={page.intro}>{t('intro')}</p>
      <form
        className={`${page.card} ${page.actions}`}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(form);
        }}
      >
        <div>
          <Toggle label={t('enabled')} checked={form.enabled} onChange={(enabled) => set({ enabled })} testId="reminders-enabled" />
          <p className={styles.hint}>{t('enabledHint')}</p>
        </div>
        <div>
          <label htmlFor={daysId} className={page.legend}>
            {t('daysBefore.label')}
          </label>
          <select
            id={daysId}
            className={styles.select}
            value={form.daysBefore}
            onChange={(e) => set({ daysBefore: Number(e.target.value) })}
            data-testid="reminders-days"
          >
            {DAYS_BEFORE.map((days) => (
              <option key={days} value={days}>
                {days === 0 ? t('daysBefore.sameDay') : t('daysBefore.option', { count: days })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('kinds.legend')}</legend>
          {REMINDER_KINDS.map((kind) => (
            <Toggle
              key={kind}
              label={t(`kinds.${kind}`)}
              checked={form.kinds[kind]}
              onChange={(on) => set({ kinds: { ...form.kinds, [kind]: on } })}
              testId={`reminders-kind-${kind}`}
            />
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('channels.legend')}</legend>
          <Toggle
            label={t('channels.sms')}
            checked={form.channels.sms && data.available.sms}
            disabled={!data.available.sms}
            onChange={(sms) => set({ channels: { ...form.channels, sms } })}
            testId="reminders-channel-sms"
          />
          {data.available.sms ? null : <p className={styles.hint}>{t('channels.unavailable')}</p>}
          <Toggle
            label={t('channels.wechat')}
            checked={form.channels.wechat && data.available.wechat}
            disabled={!data.available.wechat}
            onChange={(wechat) => set({ channels: { ...form.channels, wechat } })}
            testId="reminders-channel-wechat"
          />
          {data.available.wechat ? (
            data.wechatLinked ? null : (
              <p className={styles.hint}>{t('channels.wechatNotLinked')}</p>
            )
          ) : (
            <p className={styles.hint}>{t('channels.unavailable')}</p>
          )}
        </fieldset>
        <p className={page.intro}>{t('language', { language: t(`languageName.${data.settings.language}`) })}</p>
        {save.isError ? (
          <p className={page.alert} role="alert" data-testid="reminders-error">
            {fieldError ?? save.error.message}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p className={styles.saved} role="status" data-testid="reminders-saved">
            {t('saved')}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.isPending} data-testid="reminders-save">
          {save.isPending ? t('saving') : t('save')}
        </button>
      </form>
      <Upcoming data={data} lang={lang} />
    </main>
  );
}

function Upcoming({ data, lang }: { data: Reminders; lang: string }) {
  const { t } = useTranslation('reminders');
  const title = (item: ReminderItem) =>
    item.kind === 'vaccine'
      ? t('upcoming.vaccine', { name: item.name, vaccine: item.vaccine, dose: item.dose })
      : t(`upcoming.${item.kind}`, { name: item.name });
  const status = (item: ReminderItem) => {
    if (item.announced) return t('upcoming.announced');
    if (!data.settings.kinds[item.kind]) return t('upcoming.kindOff');
    return t('upcoming.notify', { date: formatDate(item.notifyOn, lang) });
  };
  return (
    <section className={page.card} data-testid="reminders-upcoming">
      <h2 className={page.cardTitle}>{t('upcoming.title')}</h2>
      {data.lastSent ? (
        <p className={page.intro}>{t(`lastSent.${data.lastSent.status}`, { date: formatDate(data.lastSent.day, lang) })}</p>
      ) : null}
      {data.upcoming.length === 0 ? <p className={page.intro}>{t('upcoming.empty')}</p> : null}
      <ul className={styles.list}>
        {data.upcoming.map((item) => (
          <li key={`${item.familyMemberId}-${item.kind}-${item.vaccine ?? ''}-${item.dose ?? ''}-${item.dueDate}`} className={styles.item}>
            <span className={styles.itemTitle}>{title(item)}</span>
            <span className={styles.itemMeta}>
              {t('upcoming.due', { date: formatDate(item.dueDate, lang) })}
              {data.settings.enabled ? ` · ${status(item)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
