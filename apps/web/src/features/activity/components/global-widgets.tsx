import type { ActivityNodeOf } from '@sprout/contracts/activity';
import styles from './activity.module.css';
import { RenderGlobalWidget } from './render-widget.tsx';

/** Widgets that sit in the bottom dock, one above the other; the page leaves room for them. */
const DOCKED = new Set(['FixedButton', 'bottomDrawer']);
/** Height of one docked widget (a 44 px tap target with its padding), CSS pixels. */
export const DOCK_ROW_PX = 60;

export function dockRows(node: ActivityNodeOf<'GlobalWidgetContainer'>): number {
  return node.widgets.filter((widget) => DOCKED.has(widget.type)).length;
}

/** The page's global widgets: floating buttons, popups, and the bottom dock. */
export function GlobalWidgets({ node, path = 'globalWidgets' }: { node: ActivityNodeOf<'GlobalWidgetContainer'>; path?: string }) {
  const entries = node.widgets.map((widget, i) => ({ widget, path: `${path}.widgets.${i}` }));
  const docked = entries.filter((e) => DOCKED.has(e.widget.type));
  return (
    <div data-testid="global-widgets">
      {entries
        .filter((e) => !DOCKED.has(e.widget.type))
        .map((e) => (
          <RenderGlobalWidget key={e.path} node={e.widget} path={e.path} />
        ))}
      {docked.length > 0 ? (
        <div className={styles.dock} data-testid="dock">
          {docked.map((e) => (
            <RenderGlobalWidget key={e.path} node={e.widget} path={e.path} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
