import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-bar.module.css';

export interface TabPane {
  key: string;
  title: string;
}

export interface TabBarProps {
  panes: readonly TabPane[];
  active: string;
  onChange: (key: string) => void;
  sticky?: boolean;
  testId?: string;
  /** The active pane's content. */
  children: ReactNode;
}

/** Tabs with the WAI-ARIA tabs pattern (arrow keys move between tabs); only the active pane is rendered. */
export function TabBar({ panes, active, onChange, sticky = false, testId, children }: TabBarProps) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    panes.findIndex((pane) => pane.key === active),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (activeIndex + step + panes.length) % panes.length;
    onChange(panes[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs} data-testid={testId}>
      {/* A roving tabindex: the selected tab is the one stop in the tab order, the arrows move between tabs. */}
      {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus -- the tabs inside are focusable, the list is not */}
      <div role="tablist" className={sticky ? `${styles.tabList} ${styles.tabListSticky}` : styles.tabList} onKeyDown={onKeyDown}>
        {panes.map((pane, i) => (
          <button
            key={pane.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${pane.key}`}
            aria-selected={i === activeIndex}
            aria-controls={`${baseId}-pane`}
            tabIndex={i === activeIndex ? 0 : -1}
            className={i === activeIndex ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onChange(pane.key)}
            data-testid="tab"
          >
            {pane.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-pane`}
        aria-labelledby={`${baseId}-tab-${panes[activeIndex]?.key}`}
        className={styles.tabPanel}
        data-testid="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
