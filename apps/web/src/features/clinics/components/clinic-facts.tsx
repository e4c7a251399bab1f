import type { ClinicDetail } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { mapLink, telLink } from '../utils/links.ts';
import styles from './clinic.module.css';

/** Address with "open in maps", tap-to-call phone, opening hours. */
export function ClinicFacts({ clinic }: { clinic: ClinicDetail }) {
  const { t } = useTranslation('clinics');
  const map = mapLink(clinic.latitude, clinic.longitude, clinic.name);
  const tel = telLink(clinic.phone);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('address')}</dt>
        <dd>
          <span data-testid="clinic-address">{clinic.address}</span>
          {map ? (
            <a className={styles.factAction} href={map} target="_blank" rel="noopener noreferrer" data-testid="open-in-maps">
              {t('openInMaps')}
            </a>
          ) : null}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('phone')}</dt>
        <dd>
          {tel ? (
            <a className={styles.factAction} href={tel} data-testid="clinic-phone" aria-label={`${t('call')} ${clinic.phone}`}>
              {clinic.phone}
            </a>
          ) : (
            clinic.phone
          )}
        </dd>
      </div>
      {clinic.openingHours.length > 0 ? (
        <div className={styles.fact}>
          <dt>{t('openingHours')}</dt>
          <dd>
            <ul className={styles.hours}>
              {clinic.openingHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
