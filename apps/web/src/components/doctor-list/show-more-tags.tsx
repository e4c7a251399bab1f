import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import styles from './doctor-list.module.css';

/** How many tags a doctor card shows before "show more": one line on a 375 px phone. */
export const DEFAULT_VISIBLE_TAGS = 3;

export interface ShowMoreTagsProps {
  tags: readonly string[];
  /** Tags shown before the "show more" button; the rest appear when it is pressed. */
  visibleCount?: number;
}

/** A doctor's tags, the first few at once and the rest behind a "show more" toggle. */
export function ShowMoreTags({ tags, visibleCount = DEFAULT_VISIBLE_TAGS }: ShowMoreTagsProps) {
  const { t } = useTranslation('doctorList');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (tags.length === 0) return null;
  const hidden = Math.max(0, tags.length - visibleCount);
  const shown = expanded || hidden === 0 ? tags : tags.slice(0, visibleCount);

  return (
    <div className={styles.tags} data-testid="doctor-tags">
      <ul id={listId} className={styles.tagList} aria-label={t('tagsLabel')}>
        {shown.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className={styles.moreTags}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          data-testid="show-more-tags"
        >
          {expanded ? t('showFewerTags') : t('showMoreTags', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
