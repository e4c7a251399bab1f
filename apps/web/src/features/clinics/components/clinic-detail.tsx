import type { ClinicDetail } from '@sprout/contracts';
import { DoctorList } from '../../../components/doctor-list/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { appointmentLink } from '../../../lib/request/build-flags.ts';
import { ClinicFacts } from './clinic-facts.tsx';
import styles from './clinic.module.css';
import { OtherClinics } from './other-clinics.tsx';
import { PhotoStrip } from './photo-strip.tsx';

export function ClinicDetailView({ clinic }: { clinic: ClinicDetail }) {
  const { t } = useTranslation('clinics');
  return (
    <>
      <PhotoStrip photos={clinic.photos} name={clinic.name} />
      <div className={styles.content}>
        <h1 className={styles.name} data-testid="clinic-name">
          {clinic.name}
        </h1>
        <section className={styles.card}>
          <ClinicFacts clinic={clinic} />
        </section>
        {/* Spec §1: the appointment site of this environment, with this clinic first. */}
        <a className="button button--primary" href={appointmentLink(clinic.shopId)} data-testid="clinic-appointment">
          {t('appointment.button')}
        </a>
        {clinic.services.length > 0 ? (
          <section aria-labelledby="clinic-services">
            <h2 id="clinic-services" className={styles.sectionTitle}>
              {t('services')}
            </h2>
            <ul className={styles.services} data-testid="clinic-services">
              {clinic.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {clinic.introduction ? (
          <section aria-labelledby="clinic-introduction">
            <h2 id="clinic-introduction" className={styles.sectionTitle}>
              {t('introduction')}
            </h2>
            <p className={styles.introduction}>{clinic.introduction}</p>
          </section>
        ) : null}
        <section aria-labelledby="clinic-doctors">
          <h2 id="clinic-doctors" className={styles.sectionTitle}>
            {t('doctors')}
          </h2>
          <DoctorList doctors={clinic.doctors} />
        </section>
        <OtherClinics currentId={clinic.shopId} />
      </div>
    </>
  );
}
