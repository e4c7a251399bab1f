import { useState, type ChangeEvent } from 'react';
import type { MediaItem } from '@sprout/contracts';
import { MEDIA_TYPES } from '@sprout/contracts/light';
import { confirmAction } from '../../../components/leave-guard/confirm-action.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError, showApiError } from '../../../lib/request/index.ts';
import { MEDIA_PAGE_SIZE, useDeleteMedia, useMediaPage, useUploadMedia } from '../api/media.ts';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { fileProblem, formatSize } from '../utils/media-file.ts';
import styles from './media-page.module.css';

const ACCEPT = Object.keys(MEDIA_TYPES).join(',');
/** /admin/media: the editors' media library. Upload an image or PDF, copy its path into an image field, delete it. */
export default function MediaPage() {
  const { t, i18n } = useTranslation('editor');
  const [start, setStart] = useState(0);
  const page = useMediaPage(start);
  const upload = useUploadMedia();
  const remove = useDeleteMedia();
  const [error, setError] = useState('');

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setError(problem.key === 'media.tooLarge' ? t(problem.key, { max: problem.max }) : t(problem.key));
    setError('');
    try {
      await upload.mutateAsync(file);
      setStart(0);
      void showToast({ content: t('media.uploaded'), icon: 'success' });
    } catch (cause) {
      setError(isApiError(cause) ? (cause.errors?.[0]?.message ?? cause.message) : t('media.uploadFailed'));
    }
  };

  const onCopy = async (item: MediaItem) => {
    try {
      await navigator.clipboard.writeText(item.path);
      void showToast({ content: t('media.copied', { path: item.path }) });
    } catch {
      void showToast({ content: item.path });
    }
  };

  const onDelete = async (item: MediaItem) => {
    const yes = await confirmAction({
      title: t('media.deleteTitle'),
      content: t('media.deleteQuestion', { name: item.filename }),
      confirmText: t('media.delete'),
    });
    if (!yes) return;
    remove.mutate(item.id, { onError: showApiError, onSuccess: () => void showToast({ content: t('media.deleted') }) });
  };

  const total = page.data?.total ?? 0;
  return (
    <WorkspaceLayout
      title={t('media.title')}
      subtitle={t('media.subtitle')}
      actions={
        <label className={`button button--primary ${styles.upload}`} data-testid="media-upload">
          {upload.isPending ? t('media.uploading') : t('media.upload')}
          <input type="file" accept={ACCEPT} onChange={(e) => void onChoose(e)} disabled={upload.isPending} />
        </label>
      }
    >
      <p className={styles.meta}>{t('media.rules')}</p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="media-error">
          {error}
        </p>
      ) : null}
      <LoadState query={page} />
      {page.data && page.data.list.length === 0 ? <p className={styles.meta}>{t('media.empty')}</p> : null}
      <ul className={styles.grid} data-testid="media-grid">
        {page.data?.list.map((item) => (
          <li key={item.id} className={styles.item} data-testid="media-item">
            <div className={styles.thumb}>
              {item.kind === 'image' ? <img src={item.path} alt={item.filename} loading="lazy" /> : <span>PDF</span>}
            </div>
            <p className={styles.name}>{item.filename}</p>
            <p className={styles.meta}>
              {formatSize(item.sizeBytes)} · {formatDate(item.createdAt, i18n.language)}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => void onCopy(item)}>
                {t('media.copyPath')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => void onDelete(item)}
                aria-label={t('media.deleteNamed', { name: item.filename })}
              >
                {t('media.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {total > MEDIA_PAGE_SIZE ? (
        <div className={styles.paging}>
          <button type="button" className="button" disabled={start === 0} onClick={() => setStart(Math.max(0, start - MEDIA_PAGE_SIZE))}>
            {t('media.previous')}
          </button>
          <span className={styles.meta}>{t('media.range', { from: start + 1, to: Math.min(total, start + MEDIA_PAGE_SIZE), total })}</span>
          <button
            type="button"
            className="button"
            disabled={start + MEDIA_PAGE_SIZE >= total}
            onClick={() => setStart(start + MEDIA_PAGE_SIZE)}
          >
            {t('media.next')}
          </button>
        </div>
      ) : null}
    </WorkspaceLayout>
  );
}
