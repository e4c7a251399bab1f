import { useState } from 'react';
import type { ActivityContainer, ActivityNodeOf } from '@sprout/contracts/activity';
import styles from './activity.module.css';
import { RenderWidget } from './render-widget.tsx';
import { TabBar } from './tab-bar.tsx';

type ContainerProps<T extends 'WidgetContainer' | 'TabWidgetContainer'> = { node: ActivityNodeOf<T>; path: string };

/** A plain block of widgets, with an optional heading and background. */
export function WidgetContainerView({ node, path }: ContainerProps<'WidgetContainer'>) {
  return (
    <section
      className={styles.container}
      style={node.background ? { background: node.background } : undefined}
      data-testid="widget-container"
    >
      {node.title ? <h2 className={styles.containerTitle}>{node.title}</h2> : null}
      {node.widgets.map((widget, i) => (
        <RenderWidget key={i} node={widget} path={`${path}.widgets.${i}`} />
      ))}
    </section>
  );
}

/** Tabs across the page (sticky by default), each holding its own widgets. */
export function TabWidgetContainerView({ node, path }: ContainerProps<'TabWidgetContainer'>) {
  const [active, setActive] = useState(node.tabs[0]?.key ?? '');
  const index = Math.max(
    0,
    node.tabs.findIndex((tab) => tab.key === active),
  );
  const tab = node.tabs[index];
  return (
    <section className={styles.container} data-testid="tab-widget-container">
      <TabBar panes={node.tabs} active={tab?.key ?? ''} onChange={setActive} sticky={node.sticky}>
        {tab?.widgets.map((widget, i) => (
          <RenderWidget key={`${tab.key}-${i}`} node={widget} path={`${path}.tabs.${index}.widgets.${i}`} />
        ))}
      </TabBar>
    </section>
  );
}

export function RenderContainer({ node, path }: { node: ActivityContainer; path: string }) {
  return node.type === 'TabWidgetContainer' ? (
    <TabWidgetContainerView node={node} path={path} />
  ) : (
    <WidgetContainerView node={node} path={path} />
  );
}
