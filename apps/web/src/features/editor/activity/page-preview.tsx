import { Component, useMemo, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { parseActivityPageLeniently, type ActivityPageDescription } from '@sprout/contracts/activity';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './activity-editor.module.css';
import type { Draft } from './tree.ts';

export type PreviewComponent = ComponentType<{ description: ActivityPageDescription }>;

/** Page settings to draw with while the page's own are not valid yet (a new page has no title). */
const FALLBACK_PAGE = { title: '…', share: { title: '…', imageUrl: '/activity/growth-banner-zh.svg' } };

/** The description as the public page would read it: invalid nodes left out (counted), page settings patched. */
export function renderable(draft: Draft): { description: ActivityPageDescription; skipped: number } | null {
  const page = (draft.page ?? {}) as Record<string, unknown>;
  const attempts = [
    draft,
    { ...draft, page: { ...FALLBACK_PAGE, language: page.language, background: page.background } },
    { ...draft, page: { ...FALLBACK_PAGE, language: 'zh-CN' } },
  ];
  for (const attempt of attempts) {
    const parsed = parseActivityPageLeniently(attempt);
    if (parsed.ok) return { description: parsed.description, skipped: parsed.skipped.length };
  }
  return null;
}

class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A live phone preview drawn by the public page's renderer (passed in by app/, which composes the features).
 * A tap on a widget selects it in the tree and never follows its link.
 */
export function PagePreview({
  draft,
  Preview,
  selected,
  onSelect,
}: {
  draft: Draft;
  Preview: PreviewComponent;
  selected: string;
  onSelect: (path: string) => void;
}) {
  const { t } = useTranslation('activityEditor');
  const view = useMemo(() => renderable(draft), [draft]);
  const revision = useMemo(() => JSON.stringify(draft), [draft]);

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a')) event.preventDefault();
    const path = target.closest<HTMLElement>('[data-widget-type][data-path]')?.dataset.path;
    // With nodes left out, the renderer's indexes no longer match the description's.
    if (path && view?.skipped === 0) onSelect(path);
  };

  return (
    <section className={styles.column} aria-label={t('preview.title')}>
      <h2 className={styles.heading}>{t('preview.title')}</h2>
      <p className={styles.detail}>{t('preview.hint')}</p>
      {view?.skipped ? (
        <p className={styles.problems} data-testid="preview-skipped">
          {t('preview.skipped', { count: view.skipped })}
        </p>
      ) : null}
      {selected.includes('.') ? (
        <style>{`[data-testid="activity-preview"] [data-path="${CSS.escape(selected)}"] { outline: 3px solid #2e7d32; outline-offset: -3px; }`}</style>
      ) : null}
      <div className={styles.phone}>
        {/* The capture listener only keeps links from leaving the editor; the tree is the keyboard's way in. */}
        <div className={styles.phoneScroll} onClickCapture={onClickCapture} data-testid="activity-preview">
          {view && (view.description.containers.length || view.description.globalWidgets.widgets.length) ? (
            <PreviewBoundary key={revision}>
              <Preview description={view.description} />
            </PreviewBoundary>
          ) : (
            <p className={styles.empty}>{t('preview.empty')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
