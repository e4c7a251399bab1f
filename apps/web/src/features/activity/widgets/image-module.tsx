import { ActivityLink } from '../components/activity-link.tsx';
import styles from '../components/activity.module.css';
import { LazyImage } from '../components/lazy-image.tsx';
import { isFirstScreen, type WidgetProps } from './types.ts';

/** One image, optionally a link. */
export function ImageModule({ node, path }: WidgetProps<'ImageModule'>) {
  const image = <LazyImage image={node.image} eager={isFirstScreen(path)} />;
  return node.link ? (
    <ActivityLink link={node.link} label={node.image.alt} className={styles.imageLink} testId="image-module">
      {image}
    </ActivityLink>
  ) : (
    <div data-testid="image-module">{image}</div>
  );
}
