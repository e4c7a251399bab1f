import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FieldError } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { RoleGate } from '../../../components/layout/role-gate.tsx';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useCreateEntry, type EntryBodies, type EntryKind } from '../api/create-entry.ts';
import { usePatientOverview } from '../api/get-patient-overview.ts';
import styles from '../components/doctor.module.css';
import { AdviceFields, CheckupFields, TestReportFields } from '../components/report-fields.tsx';
import { useProblemText } from '../components/use-problem-text.ts';
import { VisitFields, type FormPartProps } from '../components/visit-form.tsx';
import { useDraft } from '../hooks/use-draft.ts';
import {
  checkAdvice,
  checkCheckup,
  checkTestReport,
  checkVisit,
  emptyAdvice,
  emptyCheckup,
  emptyTestReport,
  emptyVisit,
  type Checked,
  type DateBounds,
  type Problems,
} from '../utils/entry-forms.ts';
import { DOCTOR_PAGES, patientPath } from '../utils/paths.ts';

interface KindSpec<V, K extends EntryKind> {
  empty: (today: string) => V;
  check: (values: V, bounds: DateBounds) => Checked<EntryBodies[K]>;
  Fields: (props: FormPartProps<V>) => ReactNode;
}

/** Each kind's form, erased to one shape: the draft store holds the values as they were typed. */
const erase = <V, K extends EntryKind>(spec: KindSpec<V, K>) => spec as unknown as KindSpec<unknown, K>;

const SPECS: { [K in EntryKind]: KindSpec<unknown, K> } = {
  visit: erase({ empty: emptyVisit, check: checkVisit, Fields: VisitFields }),
  testReport: erase({ empty: emptyTestReport, check: checkTestReport, Fields: TestReportFields }),
  checkup: erase({ empty: emptyCheckup, check: checkCheckup, Fields: CheckupFields }),
  advice: erase({ empty: emptyAdvice, check: (values) => checkAdvice(values), Fields: AdviceFields }),
};

const kindOfPath = (pathname: string): EntryKind | null =>
  (Object.entries(DOCTOR_PAGES.entry) as [EntryKind, string][]).find(([, path]) => path === pathname)?.[0] ?? null;

function EntryForm<K extends EntryKind>({
  kind,
  patientId,
  familyMemberId,
  name,
  birthDate,
}: {
  kind: K;
  patientId: string;
  familyMemberId: string;
  name: string;
  birthDate: string;
}) {
  const { t } = useTranslation('doctor');
  const navigate = useNavigate();
  const today = localIsoDate();
  const bounds = { birthDate, today };
  const spec = SPECS[kind] as KindSpec<unknown, K>;
  const draft = useDraft<unknown>(`${kind}.${patientId}`, () => spec.empty(today));
  const typed = useMemo(() => JSON.stringify(draft.values) !== JSON.stringify(spec.empty(today)), [draft.values, spec, today]);
  const guard = useLeaveGuard(typed, { kept: true });
  const [problems, setProblems] = useState<Problems>({});
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateEntry(kind, familyMemberId, patientId);
  const problem = useProblemText(problems, serverErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = spec.check(draft.values, bounds);
    setProblems(checked.problems);
    setServerErrors([]);
    setFailure(null);
    if (!checked.body) return;
    create.mutate(checked.body, {
      onSuccess: () => {
        guard.release();
        draft.discard();
        void showToast({ content: t('form.saved') });
        void navigate(patientPath(patientId), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) setServerErrors(error.errors);
        setFailure(error.message);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`entry-form-${kind}`}>
      {draft.restored ? <p className={styles.note}>{t('form.draftRestored')}</p> : null}
      <p className={styles.meta}>{t('form.for', { name })}</p>
      <spec.Fields values={draft.values} set={draft.setValues} problem={problem} bounds={bounds} />
      {failure ? (
        <p className={styles.error} role="alert" data-testid="save-failed">
          {t('form.saveFailed', { message: failure })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={create.isPending} data-testid="entry-save">
          {create.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            guard.release();
            draft.discard();
            void navigate(patientPath(patientId), { replace: true });
          }}
        >
          {t('form.discard')}
        </button>
      </div>
    </form>
  );
}

/** /doctor/patient/{visit|testReport|checkup|advice}?patientId=: one write for the patient; drafts survive leaving. */
export default function EntryPage() {
  return (
    <RoleGate area="doctor">
      <Entry />
    </RoleGate>
  );
}

function Entry() {
  const { t } = useTranslation('doctor');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const patientId = params.get('patientId');
  const kind = kindOfPath(pathname);
  const overview = usePatientOverview(patientId);
  if (!patientId || !kind || overview.isError) {
    return (
      <StatusScreen title={t('overview.loadFailed')} description={overview.error?.message} testId="patient-unavailable">
        <Link className="button" to={DOCTOR_PAGES.home}>
          {t('overview.back')}
        </Link>
      </StatusScreen>
    );
  }
  if (!overview.data) return <PageLoading />;
  const { patient } = overview.data;
  return (
    <main className={styles.page} data-testid="doctor-entry">
      <Link to={patientPath(patientId)} className={styles.meta}>
        ← {patient.name}
      </Link>
      <h1 className={styles.heading}>{t(`entry.${kind}`)}</h1>
      <EntryForm
        kind={kind}
        patientId={patientId}
        familyMemberId={patient.familyMemberId}
        name={patient.name}
        birthDate={patient.birthDate}
      />
    </main>
  );
}
