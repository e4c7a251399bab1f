import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DoctorClinic, FamilySearchMember, FieldError, RegisteredPatient } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { RoleGate } from '../../../components/layout/role-gate.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useDoctorHome } from '../api/get-doctor-home.ts';
import { useFamilySearch, useRegisterPatient } from '../api/registration.ts';
import styles from '../components/doctor.module.css';
import { Field } from '../components/fields.tsx';
import { DOCTOR_PAGES, patientPath } from '../utils/paths.ts';

const PHONE = /^1\d{10}$/;
const NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** One child of the family: already a patient here, or the form that opens the file. */
function MemberRow({ member, clinics }: { member: FamilySearchMember; clinics: DoctorClinic[] }) {
  const { t } = useTranslation('doctor');
  const navigate = useNavigate();
  const register = useRegisterPatient();
  const [clinicId, setClinicId] = useState(clinics[0]?.clinicId ?? '');
  const [fileNumber, setFileNumber] = useState('');
  const [outpatientNumber, setOutpatientNumber] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [opened, setOpened] = useState<RegisteredPatient | null>(null);
  const sex = t(`register.sex.${member.sex}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!NUMBER.test(fileNumber.trim())) found.fileNumber = t('register.numberRule');
    if (!NUMBER.test(outpatientNumber.trim())) found.outpatientNumber = t('register.numberRule');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      { familyMemberId: member.familyMemberId, clinicId, fileNumber: fileNumber.trim(), outpatientNumber: outpatientNumber.trim() },
      {
        onSuccess: (file) => {
          void showToast({ content: t('register.opened') });
          // Open: straight to the new patient. Otherwise the file waits for the guardian, and the row says so.
          if (file.access === 'open') void navigate(patientPath(file.patientId));
          else setOpened(file);
        },
        onError: (error) => {
          const fields: FieldError[] = isApiError(error) ? error.errors : [];
          setProblems(fields.length ? Object.fromEntries(fields.map((f) => [f.field, f.message])) : { form: error.message });
        },
      },
    );
  };

  return (
    <li className={styles.card} data-testid="family-member" data-member-id={member.familyMemberId}>
      <p>
        <strong>{member.name}</strong>{' '}
        <span className={styles.meta}>
          · {sex} · {member.birthDate}
        </span>
      </p>
      {opened ? (
        <p className={styles.note} role="status" data-testid="awaiting-guardian">
          {t('register.awaitingGuardian')}
        </p>
      ) : member.patientId ? (
        <Link to={patientPath(member.patientId)} data-testid="open-patient">
          {t('register.alreadyPatient')}
        </Link>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
          {clinics.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`clinic-${member.familyMemberId}`}>{t('patient.clinic')}</label>
              <select
                id={`clinic-${member.familyMemberId}`}
                className={styles.select}
                value={clinicId}
                onChange={(e) => setClinicId(e.target.value)}
              >
                {clinics.map((c) => (
                  <option key={c.clinicId} value={c.clinicId}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className={styles.meta}>{clinics[0]?.name}</p>
          )}
          <div className={styles.row2}>
            <Field
              label={t('patient.fileNumber')}
              value={fileNumber}
              onChange={setFileNumber}
              error={problems.fileNumber ?? null}
              testId="file-number"
            />
            <Field
              label={t('patient.outpatientNumber')}
              value={outpatientNumber}
              onChange={setOutpatientNumber}
              error={problems.outpatientNumber ?? null}
              testId="outpatient-number"
            />
          </div>
          {problems.familyMemberId || problems.clinicId || problems.form ? (
            <p className={styles.error} role="alert">
              {problems.familyMemberId ?? problems.clinicId ?? problems.form}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={register.isPending} data-testid="register-save">
            {register.isPending ? t('form.saving') : t('register.open')}
          </button>
        </form>
      )}
    </li>
  );
}

/** /doctor/register: the desk finds a family by the guardian's phone and opens a child's file (issue 30 item 5). */
export default function RegisterPage() {
  return (
    <RoleGate area="doctor">
      <Register />
    </RoleGate>
  );
}

function Register() {
  const { t } = useTranslation('doctor');
  const home = useDoctorHome();
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const result = useFamilySearch(asked);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = phone.replace(/\s/g, '');
    if (!PHONE.test(value)) {
      setPhoneProblem(t('register.phoneRule'));
      return;
    }
    setPhoneProblem(null);
    setAsked(value);
  };

  return (
    <main className={styles.page} data-testid="doctor-register">
      <Link to={DOCTOR_PAGES.home} className={styles.meta}>
        ← {t('overview.back')}
      </Link>
      <h1 className={styles.heading}>{t('register.heading')}</h1>
      <p className={styles.meta}>{t('register.intro')}</p>
      <form className={styles.form} onSubmit={search} noValidate role="search">
        <Field
          label={t('register.phone')}
          value={phone}
          onChange={setPhone}
          error={phoneProblem}
          inputMode="numeric"
          testId="guardian-phone"
        />
        <button type="submit" className="button button--primary" data-testid="family-search">
          {t('home.search')}
        </button>
      </form>
      {result.isFetching ? <PageLoading /> : null}
      {result.isError ? (
        <p className={styles.error} role="alert">
          {result.error.message}
        </p>
      ) : null}
      {result.data && !result.data.found ? (
        <p className={styles.note} data-testid="family-not-found">
          {t('register.notFound')}
        </p>
      ) : null}
      {result.data?.found && home.data ? (
        <section aria-live="polite" data-testid="family">
          <p className={styles.meta}>{t('register.guardian', { name: result.data.guardian?.name, phone: result.data.guardian?.phone })}</p>
          {result.data.members.length === 0 ? <p className={styles.note}>{t('register.noChildren')}</p> : null}
          <p className={styles.meta}>{t('register.consentNote')}</p>
          <ul className={styles.list}>
            {result.data.members.map((member) => (
              <MemberRow key={member.familyMemberId} member={member} clinics={home.data.clinics} />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
