import type { ComponentType } from 'react';
import type { ActivityGlobalWidget, ActivityNodeType, ActivityWidget } from '@sprout/contracts/activity';
import { BackToTop } from '../widgets/back-to-top.tsx';
import { BottomDrawer } from '../widgets/bottom-drawer.tsx';
import { FixedButton, SuspensionButton } from '../widgets/buttons.tsx';
import { DoctorItem, DoctorListModule, ShowMoreTags } from '../widgets/doctor-widgets.tsx';
import { HotSpot } from '../widgets/hot-spot.tsx';
import { ImageModule } from '../widgets/image-module.tsx';
import { QrCodeModal } from '../widgets/qr-code-modal.tsx';
import { QrCode } from '../widgets/qr-code.tsx';
import { ShareMask } from '../widgets/share-mask.tsx';
import { SlidingComponent } from '../widgets/sliding-component.tsx';
import { Tab } from '../widgets/tab.tsx';
import type { WidgetProps } from '../widgets/types.ts';

type Registry<U extends ActivityNodeType> = { [K in U]: ComponentType<WidgetProps<K>> };

/** Widget type -> component. A new widget is one schema in packages/contracts and one line here. */
export const WIDGET_COMPONENTS: Registry<ActivityWidget['type']> = {
  HotSpot,
  QrCode,
  SlidingComponent,
  ImageModule,
  DoctorListModule,
  DoctorItem,
  ShowMoreTags,
  Tab: TabWidget,
};

export const GLOBAL_WIDGET_COMPONENTS: Registry<ActivityGlobalWidget['type']> = {
  BackToTop,
  FixedButton,
  SuspensionButton,
  bottomDrawer: BottomDrawer,
  qrCodeModal: QrCodeModal,
  shareMask: ShareMask,
};

function lookup(registry: object, node: { type: string }, path: string) {
  const Component = Object.hasOwn(registry, node.type) ? (registry as Record<string, unknown>)[node.type] : undefined;
  // Parsing already left unknown nodes out; this is the last guard, e.g. for a node built in code.
  if (!Component) console.warn(`[activity] skipped ${path}: unknown type ${node.type}`);
  return Component as ComponentType<{ node: unknown; path: string }> | undefined;
}

/** A Tab renders the widgets of its panes with this renderer. */
function TabWidget(props: WidgetProps<'Tab'>) {
  return <Tab {...props} RenderWidget={RenderWidget} />;
}

/** Renders one widget by its type; a type without a component renders nothing (with a console warning). */
export function RenderWidget({ node, path }: { node: ActivityWidget; path: string }) {
  const Component = lookup(WIDGET_COMPONENTS, node, path);
  return Component ? (
    <div className="activity-widget" data-widget-type={node.type} data-path={path}>
      <Component node={node} path={path} />
    </div>
  ) : null;
}

export function RenderGlobalWidget({ node, path }: { node: ActivityGlobalWidget; path: string }) {
  const Component = lookup(GLOBAL_WIDGET_COMPONENTS, node, path);
  return Component ? <Component node={node} path={path} /> : null;
}
