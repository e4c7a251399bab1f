import type { ActivityImage } from '@sprout/contracts/activity';
import styles from './activity.module.css';

/**
 * An image of a page description. Width and height reserve its space before it loads (no layout shift);
 * images below the first screen load lazily, the first one eagerly and early (it is the largest paint).
 */
export function LazyImage({ image, eager = false, className }: { image: ActivityImage; eager?: boolean; className?: string }) {
  return (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      draggable={false}
    />
  );
}
