import type { ActivityDrawerPopup } from '@sprout/contracts/activity';
import { ActivityLink } from '../components/activity-link.tsx';
import styles from '../components/activity.module.css';
import { LazyImage } from '../components/lazy-image.tsx';

/** What a bottom drawer's popup shows: title, paragraphs, an image and one action. */
export function DrawerContent({ popup, onAction }: { popup: ActivityDrawerPopup; onAction?: () => void }) {
  return (
    <div className={styles.drawerContent}>
      <h2 className={styles.sheetTitle}>{popup.title}</h2>
      {popup.image ? <LazyImage image={popup.image} /> : null}
      {popup.paragraphs.map((paragraph, i) => (
        <p key={i} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {popup.action ? (
        <div onClickCapture={onAction}>
          <ActivityLink link={popup.action.link} className={styles.sheetAction} testId="drawer-action">
            {popup.action.text}
          </ActivityLink>
        </div>
      ) : null}
    </div>
  );
}
