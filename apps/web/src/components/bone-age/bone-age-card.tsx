import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoneAge, BoneAgeInput } from '@sprout/contracts';
import { BONE_AGE_MAX_MONTHS, BONE_AGE_METHODS, BONE_AGE_NOTE_MAX, type BoneAgeMethod } from '@sprout/contracts/light';
import { useFormatAge } from '../../lib/format/age.ts';
import { formatDate, localIsoDate } from '../../lib/format/date.ts';
import { formatZ } from '../../lib/format/score.ts';
import { useBoneAges, useChangeBoneAges } from '../../lib/member/bone-ages.ts';
import styles from '../ui/dated-list-card.module.css';
import fieldStyles from '../ui/field.module.css';
import { Field } from '../ui/field.tsx';

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
    <section className={styles.card} aria-labelledby="bone-age-title" data-testid="bone-ages">
      <h2 id="bone-age-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {data.readings.length === 0 ? (
        <p className={styles.meta}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.readings.map((reading) => (
            <li key={reading.id} className={styles.item} data-testid="bone-age" data-method={reading.method}>
              <ReadingText reading={reading} birthDate={birthDate} />
              {reading.removable ? (
                <button
                  type="button"
                  className="button"
                  disabled={change.remove.isPending}
                  aria-label={t('removeLabel', { date: formatDate(reading.takenOn, lang) })}
                  onClick={() => change.remove.mutate(reading.id)}
                >
                  {t('remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!data.canRecord ? null : adding ? (
        <BoneAgeForm
          birthDate={birthDate}
          saving={change.add.isPending}
          onCancel={() => setAdding(false)}
          onSave={(body) => change.add.mutate(body, { onSuccess: () => setAdding(false) })}
        />
      ) : (
        <div className={styles.buttons}>
          <button type="button" className="button" onClick={() => setAdding(true)} data-testid="bone-age-add">
            {t('add')}
          </button>
        </div>
      )}
    </section>
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
    <span className={styles.text}>
      <span>
        <strong>{formatDate(reading.takenOn, lang)}</strong>{' '}
        {t('reading', { boneAge: formatAge.ofMonths(reading.boneAgeMonths), age: formatAge.age(birthDate, reading.takenOn) })}
      </span>
      <span className={styles.meta}>
        {step} · {t(`method.${reading.method}`)}
        {reading.note ? ` · ${reading.note}` : ''}
      </span>
      <span className={styles.meta} data-testid="bone-age-height">
        {height && height.sds !== null
          ? t('heightForBoneAge', {
              centile: height.centileText,
              sds: formatZ(height.sds),
              height: height.heightCm,
              date: formatDate(height.recordDate, lang),
            })
          : t('noHeight')}
      </span>
    </span>
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ takenOn, boneAgeMonths: Number(years) * 12 + Number(months), method, note: note.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} data-testid="bone-age-form">
      <Field label={t('date')}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="date"
            required
            min={birthDate}
            max={today}
            value={takenOn}
            onChange={(e) => setTakenOn(e.target.value)}
          />
        )}
      </Field>
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
      <Field label={t('months')}>
        {(control) => (
          <select
            {...control}
            className={fieldStyles.input}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            data-testid="bone-age-months"
          >
            {Array.from({ length: 12 }, (_, m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('methodLabel')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} value={method} onChange={(e) => setMethod(e.target.value as BoneAgeMethod)}>
            {BONE_AGE_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`method.${m}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('note')} hint={t('noteHint', { max: BONE_AGE_NOTE_MAX })}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="text"
            maxLength={BONE_AGE_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <div className={styles.buttons}>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="bone-age-save">
          {saving ? t('saving') : t('save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
