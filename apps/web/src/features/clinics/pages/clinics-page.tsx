import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { useClinics } from '../api/get-clinics.ts';
import styles from '../components/clinic.module.css';

/** /clinics: every clinic of the group, each opening its page. */
export default function ClinicsPage() {
  const { t } = useTranslation('clinics');
  const clinics = useClinics();

  return (
    <main className={`${styles.page} ${styles.content}`} data-testid="clinics-page">
      <header>
        <h1 className={styles.name}>{t('list.heading')}</h1>
        <p className={styles.lead}>{t('list.intro')}</p>
      </header>
      {clinics.isPending ? <PageLoading /> : null}
      {clinics.isError ? (
        <div role="alert" className={styles.card}>
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--primary" onClick={() => void clinics.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {clinics.isSuccess && clinics.data.length === 0 ? <p className={styles.lead}>{t('list.empty')}</p> : null}
      {clinics.isSuccess ? (
        <ul className={styles.clinicList}>
          {clinics.data.map((clinic) => (
            <li key={clinic.shopId}>
              <Link className={styles.clinicCard} to={`/clinics/${clinic.shopId}`} data-testid="clinic-card">
                {clinic.photo ? <img className={styles.clinicThumb} src={clinic.photo} alt="" width={96} height={72} loading="lazy" /> : null}
                <span className={styles.clinicCardBody}>
                  <strong className={styles.clinicCardName}>{clinic.name}</strong>
                  <span className={styles.clinicCardLine}>{clinic.address}</span>
                  {clinic.openingHours[0] ? <span className={styles.clinicCardLine}>{clinic.openingHours[0]}</span> : null}
                </span>
                <span className={styles.clinicCardAction} aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
