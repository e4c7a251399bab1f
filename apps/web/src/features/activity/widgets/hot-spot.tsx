import { ActivityLink } from '../components/activity-link.tsx';
import styles from '../components/activity.module.css';
import { LazyImage } from '../components/lazy-image.tsx';
import { isFirstScreen, type WidgetProps } from './types.ts';

/** An image with clickable areas placed in percent of its size, so they stay on their drawing at any width. */
export function HotSpot({ node, path }: WidgetProps<'HotSpot'>) {
  return (
    <div className={styles.hotSpot} data-testid="hot-spot">
      <LazyImage image={node.image} eager={isFirstScreen(path)} />
      {node.areas.map((area, index) => (
        <ActivityLink
          key={index}
          link={area.link}
          label={area.label}
          className={styles.hotSpotArea}
          style={{ left: `${area.x}%`, top: `${area.y}%`, width: `${area.width}%`, height: `${area.height}%` }}
          testId="hot-spot-area"
        />
      ))}
    </div>
  );
}
