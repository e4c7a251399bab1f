import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import styles from './safe-html.module.css';

export interface RichTextProps {
  html: string;
  testId?: string;
}

/** The HTML through DOMPurify: the chunk {@link SafeHtml} brings after the page is live. */
export function RichText({ html, testId }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.richText} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
