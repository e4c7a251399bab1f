import { useState } from 'react';
import { TabBar } from '../components/tab-bar.tsx';
import { RenderWidget } from '../components/render-widget.tsx';
import type { WidgetProps } from './types.ts';

/** Tabs inside a container, each pane holding widgets (any but another Tab). */
export function Tab({ node, path }: WidgetProps<'Tab'>) {
  const [active, setActive] = useState(node.defaultKey ?? node.items[0]?.key ?? '');
  const index = Math.max(0, node.items.findIndex((item) => item.key === active));
  const pane = node.items[index];
  return (
    <TabBar panes={node.items} active={pane?.key ?? ''} onChange={setActive} testId="tab-widget">
      {pane?.widgets.map((widget, i) => <RenderWidget key={`${pane.key}-${i}`} node={widget} path={`${path}.items.${index}.widgets.${i}`} />)}
    </TabBar>
  );
}
