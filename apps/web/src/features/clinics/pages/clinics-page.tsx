import { Link } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { formatAtMost } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useClinics } from '../api/get-clinics.ts';
import styles from '../components/clinic.module.css';
import { geoMap, useGeoMap } from '../model/geo-map-model.ts';
import { byDistance } from '../utils/nearest.ts';

/** /clinics: every clinic of the group, each opening its page; nearest first once the parent asks for it. */
export default function ClinicsPage() {
  const { t, i18n } = useTranslation('clinics');
  const clinics = useClinics();
  const geo = useGeoMap();

  return (
    <main className={`${styles.page} ${styles.content}`} data-testid="clinics-page">
      <header>
        <h1 className={styles.name}>{t('list.heading')}</h1>
        <p className={styles.lead}>{t('list.intro')}</p>
        <button
          type="button"
          className={`button ${styles.nearestButton}`}
          onClick={() => geoMap.locate()}
          disabled={geo.status === 'locating'}
          data-testid="nearest-clinic"
        >
          {geo.status === 'locating' ? t('nearest.locating') : t('nearest.button')}
        </button>
        {geo.status === 'denied' || geo.status === 'unavailable' ? (
          <p className={styles.lead} role="status" data-testid="nearest-status">
            {t(`nearest.${geo.status}`)}
          </p>
        ) : null}
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
          {byDistance(clinics.data, geo.position).map(({ clinic, km: distance }) => (
            <li key={clinic.shopId}>
              <Link className={styles.clinicCard} to={`/clinics/${clinic.shopId}`} data-testid="clinic-card">
                {clinic.photo ? (
                  <img className={styles.clinicThumb} src={clinic.photo} alt="" width={96} height={72} loading="lazy" />
                ) : null}
                <span className={styles.clinicCardBody}>
                  <strong className={styles.clinicCardName}>{clinic.name}</strong>
                  <span className={styles.clinicCardLine}>{clinic.address}</span>
                  {clinic.openingHours[0] ? <span className={styles.clinicCardLine}>{clinic.openingHours[0]}</span> : null}
                  {distance !== null ? (
                    <span className={styles.clinicCardLine} data-testid="clinic-distance">
                      {t('nearest.distance', { km: formatAtMost(distance, 1, i18n.language) })}
                    </span>
                  ) : null}
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
