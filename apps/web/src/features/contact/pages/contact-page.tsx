import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { LeadInput } from '@sprout/contracts';
import { CHILD_AGE_MAX_YEARS, LEAD_LIMITS, PREFERRED_TIMES } from '@sprout/contracts/light';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError, showApiError } from '../../../lib/request/index.ts';
import { useCreateLead } from '../api/create-lead.ts';
import { useClinicChoices } from '../api/get-clinics.ts';
import styles from '../components/contact-form.module.css';
import { Field } from '../components/field.tsx';
import type { LeadCheck } from '../utils/check-lead.ts';

type FieldName = keyof LeadInput;
const AGES = Array.from({ length: CHILD_AGE_MAX_YEARS + 1 }, (_, age) => age);
const initial = { name: '', phone: '', childAge: '', concern: '', clinicId: '', clinicName: '', preferredTime: '' };
/** The form's check (the call's zod schema) comes after the page is live: asked for as the page mounts, awaited on submit. */
const loadCheck = () => import('../utils/check-lead.ts');

/** /customInfo/customInfo: a family asks the clinic to call back. Stored for staff; nobody needs an account. */
export default function ContactPage() {
  const { t } = useTranslation('engagement');
  const clinics = useClinicChoices();
  const create = useCreateLead();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [done, setDone] = useState(false);
  useEffect(() => {
    // Fetched now so that it is here by the first submit; a failure shows then, when the parent submits.
    loadCheck().catch(() => undefined);
  }, []);
  // The clinic list is someone else's module: without it the parent names the clinic in words.
  const clinicAsText = clinics.isError || (clinics.isSuccess && clinics.data.length === 0);

  const set = (name: keyof typeof initial, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    const field: FieldName =
      name === 'clinicId' ? 'preferredClinicId' : name === 'clinicName' ? 'preferredClinicName' : (name as FieldName);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const submit = async () => {
    const candidate = {
      name: form.name,
      phone: form.phone.trim(),
      childAge: form.childAge === '' ? undefined : Number(form.childAge),
      concern: form.concern,
      ...(form.clinicId ? { preferredClinicId: form.clinicId } : {}),
      ...(form.clinicName.trim() ? { preferredClinicName: form.clinicName.trim() } : {}),
      preferredTime: form.preferredTime || undefined,
    };
    let checked: LeadCheck;
    try {
      checked = (await loadCheck()).checkLead(candidate);
    } catch (error) {
      showApiError(error);
      return;
    }
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.fields.map((field) => [field, t(`contact.errors.${field}`)])));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.mutate(checked.data, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        if (isApiError(error) && error.status === 400 && error.errors.length > 0) {
          setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        } else showApiError(error);
      },
    });
  };

  if (done) {
    return (
      <StatusScreen testId="contact-success" title={t('contact.successTitle')} description={t('contact.successDescription')}>
        <Link className="button button--primary" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </StatusScreen>
    );
  }

  return (
    <form className={page.page} onSubmit={onSubmit} noValidate data-testid="contact-form">
      <h1 className={page.heading}>{t('contact.heading')}</h1>
      <p className={page.intro}>{t('contact.intro')}</p>
      <div className={`${page.card} ${styles.fields}`}>
        <Field id="name" label={t('contact.name')} required error={errors.name}>
          {(describedBy, invalid) => (
            <input
              id="name"
              className={styles.input}
              autoComplete="name"
              maxLength={LEAD_LIMITS.nameLength}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
            />
          )}
        </Field>
        <Field id="phone" label={t('contact.phone')} required error={errors.phone}>
          {(describedBy, invalid) => (
            <input
              id="phone"
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
              value={form.phone}
              onChange={(e) => set('phone', e.target.value.replace(/\D/g, ''))}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
            />
          )}
        </Field>
        <Field id="childAge" label={t('contact.childAge')} required error={errors.childAge}>
          {(describedBy, invalid) => (
            <select
              id="childAge"
              className={styles.input}
              value={form.childAge}
              onChange={(e) => set('childAge', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
            >
              <option value="">{t('contact.choose')}</option>
              {AGES.map((age) => (
                <option key={age} value={age}>
                  {age === 0 ? t('contact.underOne') : t('contact.age', { age })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="concern" label={t('contact.concern')} required hint={t('contact.concernHint')} error={errors.concern}>
          {(describedBy, invalid) => (
            <textarea
              id="concern"
              className={styles.input}
              rows={4}
              maxLength={LEAD_LIMITS.concernLength}
              value={form.concern}
              onChange={(e) => set('concern', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required
            />
          )}
        </Field>
        {clinicAsText ? (
          <Field id="clinicName" label={t('contact.clinic')} hint={t('contact.clinicTextHint')} error={errors.preferredClinicName}>
            {(describedBy, invalid) => (
              <input
                id="clinicName"
                className={styles.input}
                maxLength={LEAD_LIMITS.clinicNameLength}
                value={form.clinicName}
                onChange={(e) => set('clinicName', e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
        ) : (
          <Field id="clinicId" label={t('contact.clinic')} error={errors.preferredClinicId}>
            {(describedBy, invalid) => (
              <select
                id="clinicId"
                className={styles.input}
                value={form.clinicId}
                onChange={(e) => set('clinicId', e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                disabled={clinics.isPending}
              >
                <option value="">{clinics.isPending ? t('loading', { ns: 'common' }) : t('contact.anyClinic')}</option>
                {(clinics.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <fieldset
          className={page.chips}
          aria-describedby={errors.preferredTime ? 'preferredTime-error' : undefined}
          aria-invalid={errors.preferredTime ? true : undefined}
        >
          <legend className={page.legend}>
            {t('contact.preferredTime')}
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {PREFERRED_TIMES.map((time) => (
            <label key={time} className={page.chip}>
              <input
                type="radio"
                name="preferredTime"
                value={time}
                checked={form.preferredTime === time}
                onChange={() => set('preferredTime', time)}
              />
              {t(`contact.times.${time}`)}
            </label>
          ))}
          {errors.preferredTime ? (
            <p id="preferredTime-error" className={styles.error} data-testid="error-preferredTime">
              {errors.preferredTime}
            </p>
          ) : null}
        </fieldset>
      </div>
      <p className={page.intro}>{t('contact.privacy')}</p>
      <div className={page.actions}>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t('contact.submitting') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
