import { useState, type ComponentType } from 'react';
import type { ActivityWidget } from '@sprout/contracts/activity';
import { TabBar } from '../components/tab-bar.tsx';
import type { WidgetProps } from './types.ts';

/**
 * Tabs inside a container, each pane holding widgets (any but another Tab). The renderer of the panes' widgets
 * comes from the caller (render-widget.tsx), so the registry and this widget do not import each other.
 */
export function Tab({
  node,
  path,
  RenderWidget,
}: WidgetProps<'Tab'> & { RenderWidget: ComponentType<{ node: ActivityWidget; path: string }> }) {
  const [active, setActive] = useState(node.defaultKey ?? node.items[0]?.key ?? '');
  const index = Math.max(
    0,
    node.items.findIndex((item) => item.key === active),
  );
  const pane = node.items[index];
  return (
    <TabBar panes={node.items} active={pane?.key ?? ''} onChange={setActive} testId="tab-widget">
      {pane?.widgets.map((widget, i) => (
        <RenderWidget key={`${pane.key}-${i}`} node={widget} path={`${path}.items.${index}.widgets.${i}`} />
      ))}
    </TabBar>
  );
}
