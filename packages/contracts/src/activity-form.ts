import { z } from 'zod';
import { activityNodeSchemas, buildActivitySchemas, type ActivityNodeType } from './activity-page.ts';

/**
 * The activity editor's property panel is drawn from the same zod schemas the server validates a save with,
 * turned into JSON Schema (what an editor sends: defaults optional). A node's children (`widgets` of a
 * container, a tab pane or a Tab) are edited in the widget tree, not in the panel: they are marked
 * `x-children` here, and a blank value of such a list is an empty list.
 */
export interface ActivityFormSchema {
  type?: string;
  properties?: Record<string, ActivityFormSchema>;
  required?: string[];
  items?: ActivityFormSchema;
  oneOf?: ActivityFormSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  'x-children'?: boolean;
}

/** The page's own settings (title, language, WeChat share card, background). */
export type ActivityFormTarget = ActivityNodeType | 'page';

function withoutChildren(schema: ActivityFormSchema): ActivityFormSchema {
  const copy: ActivityFormSchema = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        key === 'widgets' && value.type === 'array' ? { type: 'array', 'x-children': true } : withoutChildren(value),
      ]),
    );
  }
  if (schema.items) copy.items = withoutChildren(schema.items);
  if (schema.oneOf) copy.oneOf = schema.oneOf.map(withoutChildren);
  return copy;
}

const cache = new Map<ActivityFormTarget, ActivityFormSchema>();

/** The JSON Schema of one node type (or of the page settings), children left to the tree. Built once per type. */
export function activityFormSchema(target: ActivityFormTarget): ActivityFormSchema {
  let schema = cache.get(target);
  if (!schema) {
    const source = target === 'page' ? buildActivitySchemas(true).pageMeta : activityNodeSchemas[target];
    const json = z.toJSONSchema(source, { io: 'input', unrepresentable: 'any' }) as ActivityFormSchema & { $schema?: string };
    const { $schema: _dialect, ...rest } = json;
    schema = withoutChildren(rest);
    cache.set(target, schema);
  }
  return schema;
}
