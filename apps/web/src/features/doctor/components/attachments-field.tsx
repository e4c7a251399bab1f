import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import type { AttachmentItem } from '@sprout/contracts';
import { attachmentRoutes, MAX_ATTACHMENTS, MEDIA_TYPES, type MediaContentType } from '@sprout/contracts/light';
import { attachmentKeys, attachmentMember, useAttachmentIndex } from '../../../components/attachments/attachment-files.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError, uploadFile } from '../../../lib/request/index.ts';
import styles from './doctor.module.css';

const ACCEPT = Object.keys(MEDIA_TYPES).join(',');
const MB = 1024 * 1024;

export interface AttachmentsFieldProps {
  familyMemberId: string;
  value: string[];
  onChange: (update: (attachments: string[]) => string[]) => void;
  /** The problem the server named for one entry (`attachments.<i>`), if any. */
  problem: (path: string) => string | null;
}

/** The last part of an https address, as a name to show for it. */
const linkName = (url: string) => decodeURIComponent(url.split(/[?#]/, 1)[0]!.split('/').pop() || url);

/**
 * A report's attachments on the doctor's form: upload a PDF or an image for this child (stored privately, named
 * by its access-checked path), see each by name and kind, remove one. https addresses a report already had stay.
 */
export function AttachmentsField({ familyMemberId, value, onChange, problem }: AttachmentsFieldProps) {
  const { t } = useTranslation('doctor');
  const inputId = useId();
  const client = useQueryClient();
  const index = useAttachmentIndex(familyMemberId);
  // What this form uploaded, named at once (the list query catches up after).
  const [uploaded, setUploaded] = useState(() => new Map<string, AttachmentItem>());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(attachmentRoutes.upload, file, { filename: file.name }, { familyMemberId }),
    // The field says why beside the file input (attachment-error); a toast over it would say it twice.
    meta: { silentError: true },
  });
  const full = value.length >= MAX_ATTACHMENTS;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(null);
    const rule = MEDIA_TYPES[file.type as MediaContentType];
    if (!rule) return setError(t('form.attachmentWrongType'));
    if (file.size > rule.maxBytes) return setError(t('form.attachmentTooLarge', { max: rule.maxBytes / MB }));
    setError(null);
    try {
      const item = await upload.mutateAsync(file);
      setUploaded((map) => new Map(map).set(item.path.toLowerCase(), item));
      onChange((list) => (list.includes(item.path) ? list : [...list, item.path]));
      setDone(t('form.attachmentUploaded', { name: item.filename }));
      void client.invalidateQueries({ queryKey: attachmentKeys.list(familyMemberId) });
    } catch (cause) {
      const message = isApiError(cause) ? (cause.errors[0]?.message ?? cause.message) : String(cause);
      setError(t('form.attachmentFailed', { message }));
    }
  };

  return (
    <fieldset className={styles.fieldset} data-testid="attachments-field" aria-busy={upload.isPending}>
      <legend className={styles.legend}>{t('form.attachments')}</legend>
      <p className={styles.hint}>{t('form.attachmentsHint')}</p>
      {value.length === 0 ? <p className={styles.hint}>{t('form.attachmentNone')}</p> : null}
      <ul className={styles.attachmentList}>
        {value.map((path, i) => {
          const item = attachmentMember(path) ? (uploaded.get(path.toLowerCase()) ?? index.get(path.toLowerCase())) : undefined;
          const name = item?.filename ?? (attachmentMember(path) ? t('form.attachmentKind.document') : linkName(path));
          const kind = item ? item.kind : attachmentMember(path) ? null : 'link';
          const entryProblem = problem(`attachments.${i}`);
          return (
            <li key={path} className={styles.attachmentRow} data-testid={`attachment-${i}`}>
              <span className={styles.attachmentKind}>{kind ? t(`form.attachmentKind.${kind}`) : '…'}</span>
              <span className={styles.attachmentName}>{name}</span>
              <button
                type="button"
                className="button"
                aria-label={t('form.attachmentRemove', { name })}
                onClick={() => onChange((list) => list.filter((_, j) => j !== i))}
              >
                {t('form.remove')}
              </button>
              {entryProblem ? (
                <p className={styles.error} role="alert">
                  {entryProblem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={ACCEPT}
        disabled={upload.isPending || full}
        onChange={(e) => void onChoose(e)}
        data-testid="attachment-input"
      />
      <label htmlFor={inputId} className={`button ${styles.uploadButton}`} aria-disabled={upload.isPending || full}>
        {upload.isPending
          ? t('form.attachmentUploading')
          : full
            ? t('form.attachmentFull', { max: MAX_ATTACHMENTS })
            : t('form.attachmentUpload')}
      </label>
      {error ? (
        <p className={styles.error} role="alert" data-testid="attachment-error">
          {error}
        </p>
      ) : null}
      <p className={styles.hint} aria-live="polite">
        {done}
      </p>
    </fieldset>
  );
}
