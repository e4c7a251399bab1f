import type { ActivityNodeOf, ActivityNodeType } from '@sprout/contracts/activity';

/** What every widget component receives: its node and the node's JSON path (for test ids and warnings). */
export interface WidgetProps<T extends ActivityNodeType> {
  node: ActivityNodeOf<T>;
  path: string;
}

/** The first widget of the first container is the first screen's largest image: load it at once. */
export const FIRST_SCREEN_PATH = 'containers.0.widgets.0';
export const isFirstScreen = (path: string) => path === FIRST_SCREEN_PATH;
