import { useId, useState, type ChangeEvent } from 'react';
import type { EyeImportResult } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field } from '../../../components/ui/field.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { MM_DECIMALS } from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useEyeCsvImport } from '../api/import-eye-csv.ts';
import importStyles from './csv-import-panel.module.css';
import styles from './eye-axis.module.css';

/** The server refuses bodies over 1 MiB (API.md 413); say so before uploading. */
const MAX_FILE_BYTES = 1024 * 1024;

function PreviewTable({ result }: { result: EyeImportResult }) {
  const { t, i18n } = useTranslation('eyeAxis');
  const al = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatNumber(value, MM_DECIMALS, i18n.language);
  return (
    <table className={importStyles.previewTable} data-testid="import-preview">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('form.examDate')}</th>
          <th scope="col">{t('eye.rightShort')}</th>
          <th scope="col">{t('eye.leftShort')}</th>
          <th scope="col">✓</th>
        </tr>
      </thead>
      <tbody>
        {result.rows.map((row) => (
          <tr key={row.row} data-testid={`import-row-${row.row}`}>
            <td>{t('import.row', { row: row.row })}</td>
            <td>{row.examDate ?? '—'}</td>
            <td>{al(row.right?.axialLength)}</td>
            <td>{al(row.left?.axialLength)}</td>
            <td className={row.errors.length > 0 ? importStyles.rowError : undefined}>
              {row.errors.length > 0
                ? row.errors.map((e) => `${e.field}: ${e.message}`).join('; ')
                : row.alreadyStored
                  ? t('import.alreadyStored')
                  : t('import.ok')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Biometer CSV: choose a file or paste it, preview (dryRun) with per-row errors, then confirm. */
export function CsvImportPanel({ eyeRef, onDone }: { eyeRef: string; onDone: () => void }) {
  const { t } = useTranslation('eyeAxis');
  const ids = { file: useId(), help: useId() };
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<EyeImportResult | null>(null);
  // Rows whose name or birth date differ from this child: the doctor must say they belong here.
  const [identityConfirmed, setIdentityConfirmed] = useState(false);
  const importCsv = useEyeCsvImport(eyeRef);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setIdentityConfirmed(false);
    if (!file) return;
    setFileName(file.name);
    if (file.size > MAX_FILE_BYTES) {
      setProblem(t('import.tooLarge'));
      return;
    }
    setProblem(null);
    setCsv(await file.text());
  };

  const run = (dryRun: boolean) => {
    if (!csv.trim()) {
      setProblem(t('import.empty'));
      return;
    }
    setProblem(null);
    importCsv.mutate(
      { csv, dryRun, confirmIdentity: identityConfirmed },
      {
        onSuccess: (result) => {
          if (dryRun) return setPreview(result);
          void showToast({ icon: 'success', content: t('import.done', { count: result.stored }) });
          onDone();
        },
        onError: (error) => setProblem(error instanceof Error ? error.message : t('errors.request')),
      },
    );
  };

  const identityWarnings = preview?.identityWarnings ?? [];
  const canConfirm =
    preview !== null && preview.errorCount === 0 && preview.examCount > 0 && (identityWarnings.length === 0 || identityConfirmed);
  return (
    <section className={styles.section} aria-labelledby={`${ids.help}-title`} data-testid="csv-import">
      <h2 id={`${ids.help}-title`} className={styles.sectionTitle}>
        {t('import.title')}
      </h2>
      <p id={ids.help} className={styles.muted}>
        {t('import.help')} {t('import.columns')}
      </p>
      <div className={styles.form}>
        <div className={fieldStyles.field}>
          {/* The browser's own file button speaks the browser's language; this label speaks the app's. */}
          <input
            id={ids.file}
            className="visually-hidden"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void choose(e)}
            data-testid="import-file"
          />
          <label htmlFor={ids.file} className={`button ${importStyles.fileButton}`}>
            {t('import.chooseFile')}
          </label>
          {fileName ? <span className={styles.muted}>{fileName}</span> : null}
        </div>
        <Field label={t('import.paste')}>
          {(control) => (
            <textarea
              {...control}
              className={fieldStyles.input}
              rows={5}
              value={csv}
              aria-describedby={ids.help}
              onChange={(e) => {
                setCsv(e.target.value);
                setPreview(null);
                setIdentityConfirmed(false);
              }}
              data-testid="import-text"
            />
          )}
        </Field>
        {problem ? (
          <p className={styles.error} role="alert" data-testid="import-problem">
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            onClick={() => run(true)}
            disabled={importCsv.isPending}
            data-testid="import-preview-button"
          >
            {importCsv.isPending && !preview ? t('import.previewing') : t('import.preview')}
          </button>
          {preview ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => run(false)}
              disabled={!canConfirm || importCsv.isPending}
              data-testid="import-confirm"
            >
              {importCsv.isPending ? t('import.importing') : t('import.confirm', { count: preview.examCount })}
            </button>
          ) : null}
        </div>
        {preview ? (
          <div aria-live="polite">
            <p className={styles.muted} data-testid="import-summary">
              {t('import.summary', { rows: preview.rows.length, exams: preview.examCount, errors: preview.errorCount })}
            </p>
            {preview.errorCount > 0 ? <p className={styles.error}>{t('import.hasErrors')}</p> : null}
            {identityWarnings.length > 0 ? (
              <div className={styles.error} role="alert" data-testid="import-identity">
                <p>{t('import.identityWarning', { rows: [...new Set(identityWarnings.map((w) => w.row))].join(', ') })}</p>
                <ul>
                  {identityWarnings.map((w) => (
                    <li key={`${w.row}-${w.column}`}>{t('import.identityRow', { row: w.row, column: w.column, value: w.value })}</li>
                  ))}
                </ul>
                <label className={importStyles.checkboxLabel}>
                  <input
                    type="checkbox"
                    checked={identityConfirmed}
                    onChange={(e) => setIdentityConfirmed(e.target.checked)}
                    data-testid="import-identity-confirm"
                  />{' '}
                  {t('import.identityConfirm')}
                </label>
              </div>
            ) : null}
            {preview.skippedDates.length > 0 ? (
              <p className={styles.muted}>{t('import.skipped', { dates: preview.skippedDates.join(', ') })}</p>
            ) : null}
            {preview.ignoredColumns.length > 0 ? (
              <p className={styles.muted}>{t('import.ignored', { columns: preview.ignoredColumns.join(', ') })}</p>
            ) : null}
            <PreviewTable result={preview} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
