import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { LOGIN_PATH } from '../../../lib/auth/redirect.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useDeleteAccount, useDownloadFamilyZip } from '../api/leaving-calls.ts';
import styles from './leaving.module.css';

/**
 * /account/leave (issue 18 part 5): download everything as a zip, and delete the account, saying at once what
 * happens, when (immediately) and what the law makes us keep.
 */
export default function LeavingPage() {
  const { t, i18n } = useTranslation('leaving');
  const download = useDownloadFamilyZip();
  const remove = useDeleteAccount();
  const [phone, setPhone] = useState('');
  const phoneId = useId();
  const fieldError = isApiError(remove.error) ? remove.error.errors.find((e) => e.field === 'confirmPhone')?.message : undefined;

  if (remove.isSuccess) {
    return (
      <main data-testid="account-deleted">
        <StatusScreen title={t('deletedTitle')} description={t('deletedText', { at: formatDateTime(remove.data.erasedAt, i18n.language) })}>
          <Link className="button button--primary" to={LOGIN_PATH} replace>
            {t('backToLogin')}
          </Link>
        </StatusScreen>
      </main>
    );
  }

  return (
    <main className={page.page} data-testid="leaving-page">
      <h1 className={page.heading}>{t('leaving', { ns: 'titles' })}</h1>
      <section className={page.card}>
        <h2 className={page.cardTitle}>{t('downloadTitle')}</h2>
        <p className={page.intro}>{t('downloadText')}</p>
        <div className={`${page.actions} ${styles.gap}`}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => download.mutate()}
            disabled={download.isPending}
            data-testid="leaving-download"
          >
            {download.isPending ? t('downloading') : t('download')}
          </button>
        </div>
        {download.isError ? (
          <p className={`${page.alert} ${styles.gap}`} role="alert">
            {download.error.message || t('downloadFailed')}
          </p>
        ) : null}
      </section>
      <section className={page.card}>
        <h2 className={page.cardTitle}>{t('deleteTitle')}</h2>
        <p className={page.intro}>{t('deleteText')}</p>
      </section>
      <section className={page.card} data-testid="leaving-kept">
        <h2 className={page.cardTitle}>{t('keptTitle')}</h2>
        <p className={page.intro}>{t('keptText')}</p>
      </section>
      <form
        className={page.card}
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(phone);
        }}
      >
        <label htmlFor={phoneId} className={page.legend}>
          {t('confirmLabel')}
        </label>
        <input
          id={phoneId}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          data-testid="leaving-phone"
        />
        {remove.isError ? (
          <p className={`${page.alert} ${styles.gap}`} role="alert" data-testid="leaving-error">
            {fieldError ?? remove.error.message}
          </p>
        ) : null}
        <div className={`${page.actions} ${styles.gap}`}>
          <button
            type="submit"
            className={`button ${styles.danger}`}
            disabled={remove.isPending || phone.trim() === ''}
            data-testid="leaving-delete"
          >
            {remove.isPending ? t('deleting') : t('delete')}
          </button>
        </div>
      </form>
    </main>
  );
}
