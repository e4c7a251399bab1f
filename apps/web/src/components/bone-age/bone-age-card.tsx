import { useState } from 'react';
import type { BoneAge, BoneAgeInput } from '@sprout/contracts';
import { BONE_AGE_MAX_MONTHS, BONE_AGE_METHODS, BONE_AGE_NOTE_MAX, type BoneAgeMethod } from '@sprout/contracts/light';
import { useFormatAge } from '../../lib/format/age.ts';
import { formatDate, localIsoDate } from '../../lib/format/date.ts';
import { formatZ } from '../../lib/format/score.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useBoneAges, useChangeBoneAges } from '../../lib/member/bone-ages.ts';
import styles from '../ui/dated-list-card.module.css';
import { DatedListCard, DatedListForm, DatedListItem, DatedListMeta } from '../ui/dated-list-card.tsx';
import fieldStyles from '../ui/field.module.css';
import { Field, SelectField, ShortTextField } from '../ui/field.tsx';

/** The months after the whole years of a bone age, as the form offers them. */
const MONTHS = Array.from({ length: 12 }, (_, m) => String(m));

/** A difference under half a month reads as "in step with age". */
const EVEN_MONTHS = 0.5;

/**
 * The child's bone age readings (issue 33): each with the age on the X-ray's day, how far the skeleton is ahead or
 * behind, and the height for bone age. Doctors of the child's clinic record and take back readings; the family
 * reads them. Left out while loading, when the call fails, and for the family while there is none.
 */
export function BoneAgeCard({ familyMemberId, birthDate }: { familyMemberId: string; birthDate: string }) {
  const { t, i18n } = useTranslation('boneAge');
  const readings = useBoneAges(familyMemberId);
  const change = useChangeBoneAges(familyMemberId);
  const [adding, setAdding] = useState(false);
  const data = readings.data;
  if (!data || (!data.canRecord && data.readings.length === 0)) return null;
  const lang = i18n.language;
  return (
    <DatedListCard
      titleId="bone-age-title"
      title={t('title')}
      intro={t('intro')}
      empty={t('empty')}
      testId="bone-ages"
      form={
        data.canRecord && adding ? (
          <BoneAgeForm
            birthDate={birthDate}
            saving={change.add.isPending}
            onCancel={() => setAdding(false)}
            onSave={(body) => change.add.mutate(body, { onSuccess: () => setAdding(false) })}
          />
        ) : null
      }
      add={data.canRecord ? { label: t('add'), onClick: () => setAdding(true), testId: 'bone-age-add' } : null}
    >
      {data.readings.map((reading) => (
        <DatedListItem
          key={reading.id}
          data-testid="bone-age"
          data-method={reading.method}
          remove={
            reading.removable
              ? {
                  label: t('remove'),
                  ariaLabel: t('removeLabel', { date: formatDate(reading.takenOn, lang) }),
                  pending: change.remove.isPending,
                  onClick: () => change.remove.mutate(reading.id),
                }
              : null
          }
        >
          <ReadingText reading={reading} birthDate={birthDate} />
        </DatedListItem>
      ))}
    </DatedListCard>
  );
}

/** The readings alone, for a still page (the report a parent sends): nothing while there is none. */
export function BoneAgeList({ familyMemberId, birthDate }: { familyMemberId: string; birthDate: string }) {
  const { t } = useTranslation('boneAge');
  const readings = useBoneAges(familyMemberId).data?.readings ?? [];
  if (readings.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('title')} data-testid="bone-age-list">
      {readings.map((reading) => (
        <li key={reading.id} className={styles.text}>
          <ReadingText reading={reading} birthDate={birthDate} />
        </li>
      ))}
    </ul>
  );
}

function ReadingText({ reading, birthDate }: { reading: BoneAge; birthDate: string }) {
  const { t, i18n } = useTranslation('boneAge');
  const formatAge = useFormatAge();
  const lang = i18n.language;
  const difference = reading.differenceMonths;
  const step =
    Math.abs(difference) < EVEN_MONTHS
      ? t('even')
      : t(difference > 0 ? 'ahead' : 'behind', { value: formatAge.ofMonths(Math.abs(difference)) });
  const { height } = reading;
  return (
    <>
      <span>
        <strong>{formatDate(reading.takenOn, lang)}</strong>{' '}
        {t('reading', { boneAge: formatAge.ofMonths(reading.boneAgeMonths), age: formatAge.age(birthDate, reading.takenOn) })}
      </span>
      <DatedListMeta>
        {step} · {t(`method.${reading.method}`)}
        {reading.note ? ` · ${reading.note}` : ''}
      </DatedListMeta>
      <DatedListMeta testId="bone-age-height">
        {height && height.sds !== null
          ? t('heightForBoneAge', {
              centile: height.centileText,
              sds: formatZ(height.sds),
              height: height.heightCm,
              date: formatDate(height.recordDate, lang),
            })
          : t('noHeight')}
      </DatedListMeta>
    </>
  );
}

function BoneAgeForm({
  birthDate,
  saving,
  onSave,
  onCancel,
}: {
  birthDate: string;
  saving: boolean;
  onSave: (body: BoneAgeInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('boneAge');
  const today = localIsoDate();
  const [takenOn, setTakenOn] = useState(today);
  const [years, setYears] = useState('');
  const [months, setMonths] = useState('0');
  const [method, setMethod] = useState<BoneAgeMethod>('greulichPyle');
  const [note, setNote] = useState('');
  return (
    <DatedListForm
      testId="bone-age-form"
      date={{ label: t('date'), value: takenOn, min: birthDate, max: today, onChange: setTakenOn }}
      onSubmit={() => onSave({ takenOn, boneAgeMonths: Number(years) * 12 + Number(months), method, note: note.trim() })}
      save={{ label: t('save'), savingLabel: t('saving'), saving, testId: 'bone-age-save' }}
      cancel={{ label: t('cancel'), onClick: onCancel }}
    >
      <Field label={t('years')}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={BONE_AGE_MAX_MONTHS / 12}
            step={1}
            value={years}
            onChange={(e) => setYears(e.target.value)}
            data-testid="bone-age-years"
          />
        )}
      </Field>
      <SelectField
        label={t('months')}
        value={months}
        choices={MONTHS.map((m) => ({ value: m, label: m }))}
        onChange={setMonths}
        testId="bone-age-months"
      />
      <SelectField
        label={t('methodLabel')}
        value={method}
        choices={BONE_AGE_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        onChange={setMethod}
      />
      <ShortTextField
        label={t('note')}
        hint={t('noteHint', { max: BONE_AGE_NOTE_MAX })}
        value={note}
        maxLength={BONE_AGE_NOTE_MAX}
        onChange={setNote}
      />
    </DatedListForm>
  );
}
