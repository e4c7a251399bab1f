import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FieldError } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { RoleGate } from '../../../components/layout/role-gate.tsx';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useAmendEntry, useEntry } from '../api/change-entry.ts';
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
import { VALUES_OF } from '../utils/entry-values.ts';
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

/** A correction (issue 30): the entry's id, the version the form was filled from, and those values. */
interface Editing {
  entryId: string;
  version: number;
  initial: unknown;
}

function EntryForm<K extends EntryKind>({
  kind,
  patientId,
  familyMemberId,
  name,
  birthDate,
  editing,
}: {
  kind: K;
  patientId: string;
  familyMemberId: string;
  name: string;
  birthDate: string;
  editing: Editing | null;
}) {
  const { t } = useTranslation('doctor');
  const navigate = useNavigate();
  const today = localIsoDate();
  const bounds = { birthDate, today };
  const spec = SPECS[kind] as KindSpec<unknown, K>;
  const initial = useMemo(() => editing?.initial ?? spec.empty(today), [editing, spec, today]);
  // A correction's draft belongs to the version it corrects: a newer version never opens with an older draft.
  const draftKey = editing ? `${kind}.${patientId}.${editing.entryId}.v${editing.version}` : `${kind}.${patientId}`;
  const draft = useDraft<unknown>(draftKey, () => initial);
  const typed = useMemo(() => JSON.stringify(draft.values) !== JSON.stringify(initial), [draft.values, initial]);
  const guard = useLeaveGuard(typed, { kept: true });
  const [problems, setProblems] = useState<Problems>({});
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateEntry(kind, familyMemberId, patientId);
  const amend = useAmendEntry(kind, familyMemberId, patientId, editing?.entryId ?? '');
  const saving = create.isPending || amend.isPending;
  const problem = useProblemText(problems, serverErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = spec.check(draft.values, bounds);
    setProblems(checked.problems);
    setServerErrors([]);
    setFailure(null);
    if (!checked.body) return;
    const handlers = {
      onSuccess: () => {
        guard.release();
        draft.discard();
        void showToast({ content: t(editing ? 'edit.saved' : 'form.saved') });
        void navigate(patientPath(patientId), { replace: true });
      },
      onError: (error: Error) => {
        if (isApiError(error) && error.errors.length > 0) setServerErrors(error.errors);
        setFailure(error.message);
      },
    };
    if (editing) amend.mutate({ ...checked.body, version: editing.version }, handlers);
    else create.mutate(checked.body, handlers);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`entry-form-${kind}`}>
      {draft.restored ? <p className={styles.note}>{t('form.draftRestored')}</p> : null}
      {editing ? (
        <p className={styles.note} data-testid="correction-note">
          {t('edit.note')}
        </p>
      ) : null}
      <p className={styles.meta}>{t('form.for', { name })}</p>
      <spec.Fields values={draft.values} set={draft.setValues} problem={problem} bounds={bounds} familyMemberId={familyMemberId} />
      {failure ? (
        <p className={styles.error} role="alert" data-testid="save-failed">
          {t('form.saveFailed', { message: failure })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="entry-save">
          {saving ? t('form.saving') : t(editing ? 'edit.save' : 'form.save')}
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
          {t(editing ? 'edit.discard' : 'form.discard')}
        </button>
      </div>
    </form>
  );
}

/**
 * /doctor/patient/{visit|testReport|checkup|advice}?patientId=: one write for the patient; drafts survive leaving.
 * With &entryId= the same form corrects that entry, filled with its current version (issue 30).
 */
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
  const entryId = params.get('entryId');
  const overview = usePatientOverview(patientId);
  const entry = useEntry(kind ?? 'visit', overview.data?.patient.familyMemberId ?? '', overview.data ? entryId : null);
  if (entry.isError) {
    return (
      <StatusScreen title={t('edit.gone')} description={entry.error.message} testId="entry-unavailable">
        <Link className="button" to={patientId ? patientPath(patientId) : DOCTOR_PAGES.home}>
          {t('overview.back')}
        </Link>
      </StatusScreen>
    );
  }
  if (!patientId || !kind || overview.isError) {
    return (
      <StatusScreen title={t('overview.loadFailed')} description={overview.error?.message} testId="patient-unavailable">
        <Link className="button" to={DOCTOR_PAGES.home}>
          {t('overview.back')}
        </Link>
      </StatusScreen>
    );
  }
  if (!overview.data || (entryId && !entry.data)) return <PageLoading />;
  const { patient } = overview.data;
  const editing =
    entryId && entry.data
      ? { entryId, version: entry.data.version, initial: (VALUES_OF[kind] as (e: unknown) => unknown)(entry.data) }
      : null;
  return (
    <main className={styles.page} data-testid="doctor-entry">
      <Link to={patientPath(patientId)} className={styles.meta}>
        ← {patient.name}
      </Link>
      <h1 className={styles.heading}>{editing ? t('edit.heading', { kind: t(`entry.${kind}`) }) : t(`entry.${kind}`)}</h1>
      <EntryForm
        key={editing ? `${editing.entryId}.${editing.version}` : 'new'}
        editing={editing}
        kind={kind}
        patientId={patientId}
        familyMemberId={patient.familyMemberId}
        name={patient.name}
        birthDate={patient.birthDate}
      />
    </main>
  );
}
