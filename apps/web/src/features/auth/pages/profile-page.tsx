import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useUpdateMe } from '../api/update-me.ts';
import styles from './profile-page.module.css';

/**
 * /account/profile (issue 31): the name the parent goes by, which the home screen greets. A new account has none
 * until it is set here; nothing is made up for it.
 */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const me = useMe();
  if (!me.data) return <PageLoading />;
  return <ProfileForm initialName={me.data.name} phone={me.data.phone} key={me.data.id} title={t('profile.title')} />;
}

function ProfileForm({ initialName, phone, title }: { initialName: string; phone: string; title: string }) {
  const { t } = useTranslation('auth');
  const update = useUpdateMe();
  const [name, setName] = useState(initialName);
  const nameId = useId();
  const fieldError = isApiError(update.error) ? update.error.errors.find((e) => e.field === 'name')?.message : undefined;
  return (
    <main className={page.page} data-testid="profile-page">
      <h1 className={page.heading}>{title}</h1>
      <form
        className={page.card}
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(name);
        }}
      >
        <label htmlFor={nameId} className={page.legend}>
          {t('profile.nameLabel')}
        </label>
        <p className={page.intro}>{t('profile.nameHint')}</p>
        <input
          id={nameId}
          className={styles.input}
          type="text"
          autoComplete="name"
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          data-testid="profile-name"
        />
        {update.isError ? (
          <p className={page.alert} role="alert" data-testid="profile-error">
            {fieldError ?? update.error.message}
          </p>
        ) : null}
        {update.isSuccess ? (
          <p className={styles.saved} role="status" data-testid="profile-saved">
            {t('profile.saved')}
          </p>
        ) : null}
        <div className={`${page.actions} ${styles.gap}`}>
          <button
            type="submit"
            className="button button--primary"
            disabled={update.isPending || name.trim() === ''}
            data-testid="profile-save"
          >
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </form>
      <section className={page.card}>
        <Link to="/account/reminders" className="button" data-testid="profile-reminders">
          {t('profile.reminders')}
        </Link>
      </section>
      <section className={page.card}>
        <p className={page.intro}>{t('profile.phone', { phone })}</p>
        <Link to="/" className={`button ${styles.gap}`} data-testid="profile-home">
          {t('profile.backHome')}
        </Link>
      </section>
    </main>
  );
}
