import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './clinic.module.css';

/** The clinic's photos side by side, swiped with the finger (CSS scroll snap, no carousel library). */
export function PhotoStrip({ photos, name }: { photos: readonly string[]; name: string }) {
  const { t } = useTranslation('clinics');
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={t('photos')} data-testid="clinic-photos">
      {photos.map((src, index) => (
        <li key={src} className={styles.photo}>
          <img
            src={src}
            alt={t('photoAlt', { name, index: index + 1, total: photos.length })}
            width={640}
            height={400}
            // The first photo is the top of the page: load it at once; the rest when swiped to.
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
