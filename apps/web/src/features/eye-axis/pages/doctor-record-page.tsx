import { useState } from 'react';
import type { EyeExamRecord, FieldError } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { DoctorBackLinks } from '../../../components/layout/doctor-back-links.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { formatDate, localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useEyeExamWrite } from '../api/exam-mutations.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CsvImportPanel } from '../components/csv-import-panel.tsx';
import { ExamForm } from '../components/exam-form.tsx';
import styles from '../components/eye-axis.module.css';
import { EyeHeader } from '../components/eye-header.tsx';
import { PagedRecords } from '../components/paged-records.tsx';
import { useEntryParams } from '../hooks/use-entry-params.ts';
import { useEyeAxisModel } from '../hooks/use-eye-axis-model.ts';
import { emptyExamForm, examFormFromRecord } from '../utils/exam-form.ts';

type Panel = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; record: EyeExamRecord } | { kind: 'import' };

/** /eyeAxis/doctor/record?eyeId=…: the exams with add, edit, delete and the biometer CSV import. */
export default function DoctorEyeRecordPage() {
  const { t, i18n } = useTranslation('eyeAxis');
  const params = useEntryParams('doctor');
  const { identified, model, eyeRef, info, records } = useEyeAxisModel(params, { withCurve: false });
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [toDelete, setToDelete] = useState<EyeExamRecord | null>(null);
  const write = useEyeExamWrite(eyeRef ?? '');
  const today = localIsoDate();

  if (!identified) {
    return (
      <StatusScreen title={t('errors.missingEye')} role="alert" testId="eye-record-refused">
        <DoctorBackLinks />
      </StatusScreen>
    );
  }
  if (info.isPending) return <PageLoading />;
  const patient = model.patientInfo;
  if (!patient || !eyeRef) {
    // A refusal (not this clinic's child) or a failure: a page with its way back, not a bare error line.
    return (
      <StatusScreen title={t('errors.loadFailed')} description={info.error?.message} role="alert" testId="eye-record-refused">
        <DoctorBackLinks />
      </StatusScreen>
    );
  }

  const open = (next: Panel) => {
    setServerErrors([]);
    setPanel(next);
    window.scrollTo({ top: 0 });
  };
  const onWriteError = (error: unknown) => setServerErrors(isApiError(error) ? error.errors : []);

  const remove = (record: EyeExamRecord) => {
    setToDelete(null);
    write.mutate(
      { kind: 'delete', recordId: record.recordId },
      { onSuccess: () => void showToast({ icon: 'success', content: t('doctor.deleted') }) },
    );
  };

  return (
    // A desk's width for the exam table (global.css: the shell widens for data-layout="wide"), as the doctor's other pages.
    <main className={styles.page} data-layout="wide" data-testid="eye-doctor-records">
      <DoctorBackLinks patientId={patient.patientId} name={patient.name} />
      <EyeHeader info={patient} />
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => open({ kind: 'add' })} data-testid="exam-add">
          {t('doctor.add')}
        </button>
        <button type="button" className="button" onClick={() => open({ kind: 'import' })} data-testid="exam-import">
          {t('doctor.import')}
        </button>
      </div>
      {panel.kind === 'add' || panel.kind === 'edit' ? (
        <section className={styles.section}>
          <ExamForm
            key={panel.kind === 'edit' ? panel.record.recordId : 'add'}
            mode={panel.kind}
            initial={panel.kind === 'edit' ? examFormFromRecord(panel.record) : emptyExamForm(today)}
            birthDate={patient.birthDate}
            today={today}
            saving={write.isPending}
            serverErrors={serverErrors}
            onCancel={() => setPanel({ kind: 'none' })}
            onSubmit={(body) =>
              write.mutate(panel.kind === 'edit' ? { kind: 'update', recordId: panel.record.recordId, body } : { kind: 'create', body }, {
                onSuccess: () => {
                  void showToast({ icon: 'success', content: t(panel.kind === 'edit' ? 'doctor.updated' : 'doctor.added') });
                  setPanel({ kind: 'none' });
                },
                onError: onWriteError,
              })
            }
          />
        </section>
      ) : null}
      {panel.kind === 'import' ? <CsvImportPanel eyeRef={eyeRef} onDone={() => setPanel({ kind: 'none' })} /> : null}
      <h2 className={styles.sectionTitle}>{t('records.title')}</h2>
      <PagedRecords
        query={records}
        records={model.eyeAxisData.records}
        table
        actions={(record) => (
          <>
            <button type="button" className="button" onClick={() => open({ kind: 'edit', record })} data-testid="exam-edit">
              {t('doctor.edit')}
            </button>
            <button type="button" className={`button ${styles.danger}`} onClick={() => setToDelete(record)} data-testid="exam-delete">
              {t('doctor.delete')}
            </button>
          </>
        )}
      />
      {toDelete ? (
        <ConfirmDialog
          message={t('doctor.deleteConfirm', { date: formatDate(toDelete.examDate, i18n.language) })}
          confirmText={t('doctor.confirm')}
          cancelText={t('doctor.cancel')}
          onConfirm={() => remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </main>
  );
}
