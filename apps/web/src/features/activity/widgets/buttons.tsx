import { ActivityLink } from '../components/activity-link.tsx';
import styles from '../components/activity.module.css';
import type { WidgetProps } from './types.ts';

/** A full-width call to action fixed at the bottom of the screen (in the page's bottom dock). */
export function FixedButton({ node }: WidgetProps<'FixedButton'>) {
  return (
    <ActivityLink link={node.link} className={styles.fixedButton} testId="fixed-button">
      {node.text}
    </ActivityLink>
  );
}

/** A small round button floating at one side of the screen (share, customer service...), `bottom` px above the dock. */
export function SuspensionButton({ node }: WidgetProps<'SuspensionButton'>) {
  return (
    <ActivityLink
      link={node.link}
      className={`${styles.suspensionButton} ${node.side === 'left' ? styles.floatLeft : styles.floatRight}`}
      style={{ bottom: `calc(var(--dock-height, 0px) + ${node.bottom}px + env(safe-area-inset-bottom))` }}
      testId="suspension-button"
    >
      {node.text}
    </ActivityLink>
  );
}
