import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useClinics } from '../api/get-clinics.ts';
import styles from '../components/clinic.module.css';
import { telLink } from '../utils/links.ts';

/** The clinic a hash route names: `#/?shopId=x`. */
function shopIdOf(hash: string): string | null {
  const query = hash.replace(/^#\/?/, '').split('?')[1] ?? '';
  return new URLSearchParams(query).get('shopId');
}

/**
 * /appointment/#/…: the appointment site of spec §1 where the environment's mobile host is this server. Booking
 * is by phone with the clinic: the clinic the hash route names comes first, each with its phone and its page.
 */
export default function AppointmentSitePage() {
  const { t } = useTranslation('clinics');
  const { hash } = useLocation();
  const chosen = shopIdOf(hash);
  const clinics = useClinics();
  const ordered = clinics.data ? [...clinics.data].sort((a, b) => Number(b.shopId === chosen) - Number(a.shopId === chosen)) : [];

  return (
    <main className={`${styles.page} ${styles.content}`} data-testid="appointment-site">
      <header>
        <h1 className={styles.name}>{t('appointment.heading')}</h1>
        <p className={styles.lead}>{t('appointment.intro')}</p>
      </header>
      {clinics.isPending ? <PageLoading /> : null}
      {clinics.isError ? <p role="alert">{t('loadFailed')}</p> : null}
      <ul className={styles.clinicList}>
        {ordered.map((clinic) => {
          const call = telLink(clinic.phone);
          return (
            <li
              key={clinic.shopId}
              className={styles.card}
              data-testid="appointment-clinic"
              data-chosen={clinic.shopId === chosen ? 'true' : undefined}
            >
              <p>
                <strong>{clinic.name}</strong>
              </p>
              <p className={styles.clinicCardLine}>{clinic.address}</p>
              <p className={styles.appointmentActions}>
                {call ? (
                  <a className="button button--primary" href={call} data-testid="appointment-call">
                    {t('appointment.call', { phone: clinic.phone })}
                  </a>
                ) : null}
                <Link className="button" to={`/clinics/${clinic.shopId}`}>
                  {t('list.open')}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
