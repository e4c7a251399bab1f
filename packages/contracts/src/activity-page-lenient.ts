import { z } from 'zod';
import {
  ACTIVITY_LIMITS,
  buildActivitySchemas,
  type ActivityContainer,
  type ActivityGlobalWidget,
  type ActivityLeafWidget,
  type ActivityPageDescription,
  type ActivityWidget,
} from './activity-page.ts';

/**
 * How the client reads a page description: the envelope (schema version, page metadata) strictly, then each
 * node on its own. A node of an unknown type (a widget added after this client was built) or an invalid one
 * is left out and reported with its path; its siblings still render. Pure: the caller decides how to warn.
 */
export interface SkippedNode {
  /** JSON path of the node, e.g. `containers.0.widgets.2`. */
  path: string;
  /** The node's `type`, when it has a string one. */
  type: string | null;
  reason: 'unknownType' | 'invalid';
  /** For an invalid node: the first problem, `field: message`. */
  detail?: string;
}

export type LenientParseResult =
  { ok: true; description: ActivityPageDescription; skipped: SkippedNode[] } | { ok: false; problem: string };

/** Built on first use, so importing this package's constants does not build (or ship) the lenient schemas. */
let built: ReturnType<typeof buildSchemas> | null = null;
const schemas = () => (built ??= buildSchemas());

function buildSchemas() {
  const lenient = buildActivitySchemas(false);
  const s = lenient.byType;
  return {
    lenient,
    envelope: z.object({
      // A newer version is still read: whatever this client knows of it renders, the rest is skipped.
      schemaVersion: z.number().int().min(1),
      page: lenient.pageMeta,
      globalWidgets: z.unknown().optional(),
      containers: z.array(z.unknown()).max(ACTIVITY_LIMITS.containers),
    }),
    leafWidgets: {
      HotSpot: s.HotSpot,
      QrCode: s.QrCode,
      SlidingComponent: s.SlidingComponent,
      ImageModule: s.ImageModule,
      DoctorListModule: s.DoctorListModule,
      DoctorItem: s.DoctorItem,
      ShowMoreTags: s.ShowMoreTags,
      Tab: s.Tab,
    } as Record<string, z.ZodType>,
    containers: { WidgetContainer: s.WidgetContainer, TabWidgetContainer: s.TabWidgetContainer } as Record<string, z.ZodType>,
    globalWidgets: {
      BackToTop: s.BackToTop,
      FixedButton: s.FixedButton,
      SuspensionButton: s.SuspensionButton,
      bottomDrawer: s.bottomDrawer,
      qrCodeModal: s.qrCodeModal,
      shareMask: s.shareMask,
    } as Record<string, z.ZodType>,
  };
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const typeOf = (node: unknown): string | null => (isObject(node) && typeof node.type === 'string' ? node.type : null);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(node)'}: ${issue.message}` : 'invalid';
}

class Reader {
  readonly skipped: SkippedNode[] = [];

  /** Parses one node with the schema of its type, or records why it is skipped. */
  node<T>(value: unknown, path: string, schemas: Record<string, z.ZodType | undefined>): T | null {
    const type = typeOf(value);
    const schema = type === null ? undefined : schemas[type];
    if (!schema) {
      this.skipped.push({ path, type, reason: 'unknownType' });
      return null;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      this.skipped.push({ path, type, reason: 'invalid', detail: firstProblem(result.error) });
      return null;
    }
    return result.data as T;
  }

  list<T>(values: unknown, path: string, read: (value: unknown, path: string) => T | null): T[] {
    return asArray(values)
      .map((value, index) => read(value, `${path}.${index}`))
      .filter((value): value is T => value !== null);
  }

  /** A widget that may sit inside a Tab: anything but another Tab. */
  leafWidget = (value: unknown, path: string): ActivityLeafWidget | null => {
    const { Tab: _tab, ...leaves } = schemas().leafWidgets;
    return this.node<ActivityLeafWidget>(value, path, leaves);
  };

  /** A widget; a Tab's panes are read widget by widget like a container's. */
  widget = (value: unknown, path: string): ActivityWidget | null => {
    if (typeOf(value) !== 'Tab') return this.leafWidget(value, path);
    const node = value as Obj;
    const shell = this.node<Extract<ActivityWidget, { type: 'Tab' }>>(
      { ...node, items: withEmptyWidgets(node.items) },
      path,
      schemas().leafWidgets,
    );
    if (!shell) return null;
    const items = asArray(node.items);
    return {
      ...shell,
      items: shell.items.map((item, i) => ({
        ...item,
        widgets: this.list(asObj(items[i]).widgets, `${path}.items.${i}.widgets`, this.leafWidget),
      })),
    };
  };

  container = (value: unknown, path: string): ActivityContainer | null => {
    const type = typeOf(value);
    const node = isObject(value) ? value : {};
    if (type === 'TabWidgetContainer') {
      const shell = this.node<Extract<ActivityContainer, { type: 'TabWidgetContainer' }>>(
        { ...node, tabs: withEmptyWidgets(node.tabs) },
        path,
        schemas().containers,
      );
      if (!shell) return null;
      const tabs = asArray(node.tabs);
      return {
        ...shell,
        tabs: shell.tabs.map((tab, i) => ({
          ...tab,
          widgets: this.list(asObj(tabs[i]).widgets, `${path}.tabs.${i}.widgets`, this.widget),
        })),
      };
    }
    const shell = this.node<ActivityContainer>(type === 'WidgetContainer' ? { ...node, widgets: [] } : value, path, schemas().containers);
    if (!shell || shell.type !== 'WidgetContainer') return shell;
    return { ...shell, widgets: this.list(node.widgets, `${path}.widgets`, this.widget) };
  };

  globalWidget = (value: unknown, path: string): ActivityGlobalWidget | null =>
    this.node<ActivityGlobalWidget>(value, path, schemas().globalWidgets);
}

const asObj = (value: unknown): Obj => (isObject(value) ? value : {});
/** Panes with their widgets taken out, so a pane's shell is checked apart from its widgets. */
const withEmptyWidgets = (panes: unknown) =>
  Array.isArray(panes) ? panes.map((pane) => (isObject(pane) ? { ...pane, widgets: [] } : pane)) : panes;

export function parseActivityPageLeniently(input: unknown): LenientParseResult {
  const envelope = schemas().envelope.safeParse(input);
  if (!envelope.success) return { ok: false, problem: firstProblem(envelope.error) };
  const reader = new Reader();
  const { page, containers, globalWidgets } = envelope.data;

  let globals: ActivityGlobalWidget[] = [];
  if (globalWidgets !== undefined) {
    if (typeOf(globalWidgets) === 'GlobalWidgetContainer') {
      globals = reader.list(asObj(globalWidgets).widgets, 'globalWidgets.widgets', reader.globalWidget);
    } else {
      reader.skipped.push({ path: 'globalWidgets', type: typeOf(globalWidgets), reason: 'unknownType' });
    }
  }

  return {
    ok: true,
    description: {
      schemaVersion: 1,
      page,
      globalWidgets: { type: 'GlobalWidgetContainer', widgets: globals },
      containers: reader.list(containers, 'containers', reader.container),
    },
    skipped: reader.skipped,
  };
}

/** Parses one node of a known type leniently (the widget preview routes); null with the problem when it is not valid. */
export function parseActivityNode<T>(type: string, value: unknown): { ok: true; node: T } | { ok: false; problem: string } {
  const { lenient } = schemas();
  const byType = lenient.byType as Record<string, z.ZodType | undefined>;
  const schema = type === 'popup' ? lenient.drawerPopup : Object.hasOwn(byType, type) ? byType[type] : undefined;
  if (!schema) return { ok: false, problem: `unknown type ${type}` };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, node: result.data as T } : { ok: false, problem: firstProblem(result.error) };
}
