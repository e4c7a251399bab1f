import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { classifyLink, POPUP_LINK_PREFIX } from '@sprout/contracts/light';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useActivity } from './activity-context.tsx';

export interface ActivityLinkProps {
  link: string | undefined;
  className?: string;
  style?: CSSProperties;
  /** The accessible name when the content is an image or empty. */
  label?: string;
  testId?: string;
  children?: ReactNode;
}

/**
 * A link of a page description: an in-app route (router navigation), an https address (a new tab) or a
 * popup of the page (a button). The kind is checked again here, so a link that slipped past validation is
 * rendered as plain content, never as a live javascript: or data: URL.
 */
export function ActivityLink({ link, className, style, label, testId, children }: ActivityLinkProps) {
  const { t } = useTranslation('activity');
  const { openPopup } = useActivity();
  const kind = link ? classifyLink(link) : null;
  if (!link || !kind) {
    return (
      <span className={className} style={style} data-testid={testId}>
        {children}
      </span>
    );
  }
  if (kind === 'route') {
    return (
      <Link to={link} className={className} style={style} aria-label={label} data-testid={testId}>
        {children}
      </Link>
    );
  }
  if (kind === 'https') {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        style={style}
        aria-label={label ? `${label} ${t('externalLink')}` : undefined}
        data-testid={testId}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid={testId}
      onClick={() => openPopup(link.slice(POPUP_LINK_PREFIX.length))}
    >
      {children}
    </button>
  );
}
