import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_EVENT_KINDS, MEMBER_EVENT_NOTE_MAX, type MemberEventKind } from '@sprout/contracts/light';
import { formatDate, localIsoDate } from '../../lib/format/date.ts';
import { useChangeChartEvents, useChartEvents } from '../../lib/member/chart-events.ts';
import styles from '../ui/dated-list-card.module.css';
import fieldStyles from '../ui/field.module.css';
import { Field } from '../ui/field.tsx';

/**
 * The events drawn on the child's growth and eye charts (issue 33): a treatment started or stopped, an illness.
 * The family and the child's clinic doctors add them here; each is taken back by its author or a guardian. Not
 * shown while loading or when the call fails (a share link's reader, for one, has no access to them).
 */
export function ChartEventsCard({ familyMemberId, birthDate }: { familyMemberId: string; birthDate: string }) {
  const { t, i18n } = useTranslation('chartEvents');
  const events = useChartEvents(familyMemberId);
  const change = useChangeChartEvents(familyMemberId);
  const [adding, setAdding] = useState(false);
  if (!events.data) return null;
  const lang = i18n.language;
  return (
    <section className={styles.card} aria-labelledby="chart-events-title" data-testid="chart-events">
      <h2 id="chart-events-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {events.data.events.length === 0 ? (
        <p className={styles.meta}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {events.data.events.map((event) => (
            <li key={event.id} className={styles.item} data-testid="chart-event" data-kind={event.kind}>
              <span className={styles.text}>
                <span>
                  <strong>{formatDate(event.eventDate, lang)}</strong> {t(`kind.${event.kind}`)}
                  {event.note ? ` · ${event.note}` : ''}
                </span>
                <span className={styles.meta}>{t(event.byClinic ? 'byClinic' : 'byFamily')}</span>
              </span>
              {event.removable ? (
                <button
                  type="button"
                  className="button"
                  disabled={change.remove.isPending}
                  aria-label={t('removeLabel', { date: formatDate(event.eventDate, lang) })}
                  onClick={() => change.remove.mutate(event.id)}
                >
                  {t('remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <EventForm
          birthDate={birthDate}
          saving={change.add.isPending}
          onCancel={() => setAdding(false)}
          onSave={(body) => change.add.mutate(body, { onSuccess: () => setAdding(false) })}
        />
      ) : (
        <div className={styles.buttons}>
          <button type="button" className="button" onClick={() => setAdding(true)} data-testid="chart-event-add">
            {t('add')}
          </button>
        </div>
      )}
    </section>
  );
}

function EventForm({
  birthDate,
  saving,
  onSave,
  onCancel,
}: {
  birthDate: string;
  saving: boolean;
  onSave: (body: { eventDate: string; kind: MemberEventKind; note: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chartEvents');
  const today = localIsoDate();
  const [eventDate, setEventDate] = useState(today);
  const [kind, setKind] = useState<MemberEventKind>('treatmentStart');
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ eventDate, kind, note: note.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid="chart-event-form">
      <Field label={t('date')}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="date"
            required
            min={birthDate}
            max={today}
            value={eventDate}
            onChange={(e) => setEventDate(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('kindLabel')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} value={kind} onChange={(e) => setKind(e.target.value as MemberEventKind)}>
            {MEMBER_EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('note')} hint={t('noteHint', { max: MEMBER_EVENT_NOTE_MAX })}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="text"
            maxLength={MEMBER_EVENT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="chart-event-note"
          />
        )}
      </Field>
      <div className={styles.buttons}>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="chart-event-save">
          {saving ? t('saving') : t('save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
