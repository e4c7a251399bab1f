import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import styles from './safe-html.module.css';

interface SafeHtmlProps {
  html: string;
  testId?: string;
}

/**
 * The one place the app renders HTML from the server: always through DOMPurify, even though the server
 * sanitized it on save. Nothing else in the client may set inner HTML.
 */
export function SafeHtml({ html, testId }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.richText} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
