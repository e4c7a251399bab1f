import { useState } from 'react';
import { MEMBER_EVENT_KINDS, MEMBER_EVENT_NOTE_MAX, type MemberEventKind } from '@sprout/contracts/light';
import { formatDate, localIsoDate } from '../../lib/format/date.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useChangeChartEvents, useChartEvents } from '../../lib/member/chart-events.ts';
import { DatedListCard, DatedListForm, DatedListItem, DatedListMeta } from '../ui/dated-list-card.tsx';
import { SelectField, ShortTextField } from '../ui/field.tsx';

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
    <DatedListCard
      titleId="chart-events-title"
      title={t('title')}
      intro={t('intro')}
      empty={t('empty')}
      testId="chart-events"
      form={
        adding ? (
          <EventForm
            birthDate={birthDate}
            saving={change.add.isPending}
            onCancel={() => setAdding(false)}
            onSave={(body) => change.add.mutate(body, { onSuccess: () => setAdding(false) })}
          />
        ) : null
      }
      add={{ label: t('add'), onClick: () => setAdding(true), testId: 'chart-event-add' }}
    >
      {events.data.events.map((event) => (
        <DatedListItem
          key={event.id}
          data-testid="chart-event"
          data-kind={event.kind}
          remove={
            event.removable
              ? {
                  label: t('remove'),
                  ariaLabel: t('removeLabel', { date: formatDate(event.eventDate, lang) }),
                  pending: change.remove.isPending,
                  onClick: () => change.remove.mutate(event.id),
                }
              : null
          }
        >
          <span>
            <strong>{formatDate(event.eventDate, lang)}</strong> {t(`kind.${event.kind}`)}
            {event.note ? ` · ${event.note}` : ''}
          </span>
          <DatedListMeta>{t(event.byClinic ? 'byClinic' : 'byFamily')}</DatedListMeta>
        </DatedListItem>
      ))}
    </DatedListCard>
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
  return (
    <DatedListForm
      testId="chart-event-form"
      date={{ label: t('date'), value: eventDate, min: birthDate, max: today, onChange: setEventDate }}
      onSubmit={() => onSave({ eventDate, kind, note: note.trim() })}
      save={{ label: t('save'), savingLabel: t('saving'), saving, testId: 'chart-event-save' }}
      cancel={{ label: t('cancel'), onClick: onCancel }}
    >
      <SelectField
        label={t('kindLabel')}
        value={kind}
        choices={MEMBER_EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        onChange={setKind}
      />
      <ShortTextField
        label={t('note')}
        hint={t('noteHint', { max: MEMBER_EVENT_NOTE_MAX })}
        value={note}
        maxLength={MEMBER_EVENT_NOTE_MAX}
        onChange={setNote}
        testId="chart-event-note"
      />
    </DatedListForm>
  );
}
