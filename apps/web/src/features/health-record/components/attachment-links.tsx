import { useState } from 'react';
import type { AttachmentItem } from '@sprout/contracts';
import {
  attachmentMember,
  openAttachment,
  useAttachmentImage,
  useAttachmentIndex,
} from '../../../components/attachments/attachment-files.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './health-record.module.css';

/** One uploaded attachment: its name and kind, a thumbnail for an image, opened through the access-checked path. */
function PrivateAttachment({ path, item, index }: { path: string; item: AttachmentItem | undefined; index: number }) {
  const { t } = useTranslation('healthRecord');
  const thumbnail = useAttachmentImage(item?.kind === 'image' ? path : null);
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const name = item?.filename ?? t('report.attachment', { index });
  const open = async () => {
    setState('opening');
    try {
      await openAttachment(path);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li className={styles.attachment} data-testid="attachment">
      {thumbnail ? <img className={styles.thumbnail} src={thumbnail} alt="" /> : null}
      <button
        type="button"
        className={styles.attachmentOpen}
        onClick={() => void open()}
        aria-busy={state === 'opening'}
        data-testid="attachment-open"
      >
        <span className={styles.attachmentName}>{name}</span>
        <span className={styles.meta}>
          {item ? t(`report.attachmentKind.${item.kind}`) : null}
          {state === 'opening' ? ` · ${t('report.attachmentOpening')}` : ''}
        </span>
      </button>
      {state === 'failed' ? (
        <p className={styles.attachmentError} role="alert">
          {t('report.attachmentFailed')}
        </p>
      ) : null}
    </li>
  );
}

/** A report's attachments: uploaded files (opened with the session) and https addresses (plain links). */
export function Attachments({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('healthRecord');
  const member = urls.map(attachmentMember).find(Boolean) ?? null;
  const index = useAttachmentIndex(member);
  if (urls.length === 0) return null;
  return (
    <div className={styles.attachments}>
      <h4 className={styles.subheading}>{t('report.attachments')}</h4>
      <ul>
        {urls.map((url, i) =>
          attachmentMember(url) ? (
            <PrivateAttachment key={url} path={url} item={index.get(url.toLowerCase())} index={i + 1} />
          ) : (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('report.attachment', { index: i + 1 })}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
