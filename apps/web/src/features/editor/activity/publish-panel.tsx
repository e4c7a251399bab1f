import { useState } from 'react';
import { activityAvailability, type ActivityPageDraft } from '@sprout/contracts/activity';
import { confirmAction, nameOf } from '../../../components/leave-guard/confirm-action.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import { useActivityVersions } from '../api/activity-pages.ts';
import { usePublishActivityPage, useSetActivityWindow } from '../api/save-activity-page.ts';
import { TextField, type FieldErrors } from '../components/fields.tsx';
import { serverFieldErrors } from '../utils/field-errors.ts';
import styles from './activity-editor.module.css';

/** An ISO instant as the value of a datetime-local input (the editor's own time zone), and back. */
const pad = (n: number) => String(n).padStart(2, '0');
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

/**
 * Publishing a saved page: which version the public sees (publish the latest, roll back to an older one in one
 * action, take it offline), and the optional window when the campaign runs.
 */
export function PublishPanel({ page, dirty }: { page: ActivityPageDraft; dirty: boolean }) {
  const { t, i18n } = useTranslation('activityEditor');
  const versions = useActivityVersions(page.id);
  const publish = usePublishActivityPage();
  const setWindow = useSetActivityWindow();
  const [startsAt, setStartsAt] = useState(() => toLocalInput(page.startsAt));
  const [endsAt, setEndsAt] = useState(() => toLocalInput(page.endsAt));
  const [errors, setErrors] = useState<FieldErrors>({});
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const availability = activityAvailability(page, new Date());

  const publishVersion = async (version: number | null) => {
    const name = nameOf((page.description as { page?: { title?: unknown } }).page?.title, i18n.language, page.slug ?? page.id);
    const yes = await confirmAction(
      version === null
        ? {
            title: t('publish.confirmUnpublishTitle'),
            content: t('publish.confirmUnpublish', { name }),
            confirmText: t('publish.confirmUnpublishOk'),
          }
        : {
            title: t('publish.confirmPublishTitle'),
            content: t('publish.confirmPublish', { name, version }),
            confirmText: t('publish.confirmPublishOk'),
          },
    );
    if (!yes) return;
    publish.mutate(
      { pageId: page.id, version },
      {
        onSuccess: (saved) =>
          void showToast({
            content: version === null ? t('publish.unpublishedToast') : t('publish.publishedToast', { version: saved.publishedVersion }),
            icon: 'success',
          }),
        onError: showApiError,
      },
    );
  };
  const saveWindow = () =>
    setWindow.mutate(
      { pageId: page.id, window: { startsAt: fromLocalInput(startsAt), endsAt: fromLocalInput(endsAt) } },
      {
        onSuccess: () => {
          setErrors({});
          void showToast({ content: t('publish.windowSaved'), icon: 'success' });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
          else showApiError(error);
        },
      },
    );

  return (
    <section className={styles.column} aria-label={t('publish.title')} data-testid="publish-panel">
      <h2 className={styles.heading}>{t('publish.title')}</h2>
      <p data-testid="publish-status">
        {t('publish.status', { status: page.published ? t('publish.live', { version: page.publishedVersion }) : t('publish.offline') })}
        {' · '}
        {t('publish.now', { state: t(`publish.availability.${availability}`) })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={dirty || publish.isPending || (page.published && page.publishedVersion === page.currentVersion)}
          onClick={() => void publishVersion(page.currentVersion)}
          data-testid="publish-latest"
        >
          {t('publish.publishLatest', { version: page.currentVersion })}
        </button>
        {page.published ? (
          <button
            type="button"
            className="button"
            disabled={publish.isPending}
            onClick={() => void publishVersion(null)}
            data-testid="unpublish"
          >
            {t('publish.unpublish')}
          </button>
        ) : null}
      </div>
      {dirty ? <p className={styles.detail}>{t('publish.saveFirst')}</p> : null}

      <h3 className={styles.subheading}>{t('publish.window')}</h3>
      <p className={styles.detail}>{t('publish.windowHint')}</p>
      <TextField
        path="startsAt"
        label={t('publish.startsAt')}
        type="datetime-local"
        value={startsAt}
        onChange={setStartsAt}
        errors={errors}
      />
      <TextField path="endsAt" label={t('publish.endsAt')} type="datetime-local" value={endsAt} onChange={setEndsAt} errors={errors} />
      <div className={styles.actions}>
        <button type="button" className="button" disabled={setWindow.isPending} onClick={saveWindow} data-testid="save-window">
          {t('publish.saveWindow')}
        </button>
        <button
          type="button"
          className={styles.icon}
          onClick={() => {
            setStartsAt('');
            setEndsAt('');
          }}
        >
          {t('publish.clear')}
        </button>
      </div>

      <h3 className={styles.subheading}>{t('publish.versions')}</h3>
      <ul className={styles.versions} data-testid="versions">
        {versions.data?.list.map((v) => (
          <li key={v.version} className={styles.version}>
            <span>
              <strong>{t('publish.version', { version: v.version })}</strong>
              <br />
              <span className={styles.detail}>
                {t('publish.by', { who: v.editedByName ?? v.editedBy ?? t('publish.unknown'), when: when(v.editedAt) })}
              </span>
            </span>
            {v.published ? (
              <span className={styles.problem} style={{ background: 'var(--color-primary)' }}>
                {t('publish.current')}
              </span>
            ) : (
              <button
                type="button"
                className={styles.icon}
                disabled={publish.isPending}
                onClick={() => void publishVersion(v.version)}
                data-testid={`publish-version-${v.version}`}
              >
                {page.publishedVersion !== null && v.version < page.publishedVersion ? t('publish.rollback') : t('publish.publishThis')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
