import { Link } from 'react-router';
import type { DoctorCard } from '@sprout/contracts';
import styles from './doctor-list.module.css';
import { ShowMoreTags } from './show-more-tags.tsx';

/** What a doctor card needs: the public doctor card of GET /app-web2/doctors or of a clinic page. */
export type DoctorItemData = Pick<DoctorCard, 'id' | 'name' | 'title' | 'photo' | 'tags' | 'introduction'>;

export interface DoctorItemProps {
  doctor: DoctorItemData;
  /** Tags shown before "show more" (default 3). */
  visibleTags?: number;
  /** Where the card's name links to, if anywhere (e.g. a booking page). */
  href?: string;
  /** Clamp the introduction to a few lines (lists); false shows it whole. */
  clampIntroduction?: boolean;
}

function Avatar({ doctor }: { doctor: DoctorItemData }) {
  if (doctor.photo) {
    // Decorative: the name is right beside it.
    return <img className={styles.avatar} src={doctor.photo} alt="" width={64} height={64} loading="lazy" decoding="async" />;
  }
  // No photo: the name's first character on a tinted disc ("陈", or "C" from "Dr Chen").
  const initial = doctor.name
    .replace(/^Dr\.?\s+/i, '')
    .trim()
    .charAt(0)
    .toUpperCase();
  return (
    <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true">
      {initial}
    </span>
  );
}

/** One doctor: photo, name, title, tags with "show more", introduction. */
export function DoctorItem({ doctor, visibleTags, href, clampIntroduction = true }: DoctorItemProps) {
  return (
    <article className={styles.item} data-testid="doctor-item" aria-label={doctor.name}>
      <Avatar doctor={doctor} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          {href ? <Link to={href}>{doctor.name}</Link> : doctor.name}
          <span className={styles.title}>{doctor.title}</span>
        </h3>
        <ShowMoreTags tags={doctor.tags} visibleCount={visibleTags} />
        {doctor.introduction ? (
          <p className={clampIntroduction ? `${styles.introduction} ${styles.clamped}` : styles.introduction}>{doctor.introduction}</p>
        ) : null}
      </div>
    </article>
  );
}
