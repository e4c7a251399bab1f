import type { ActivityFormSchema } from '@sprout/contracts/activity';

/** Node ids and tab keys follow this pattern (NODE_ID_PATTERN); a blank one gets a fresh unique name. */
const NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** The property that tells the alternatives of a `oneOf` apart (`by` of a doctor list's source). */
export function discriminatorOf(schema: ActivityFormSchema): string | null {
  const options = schema.oneOf ?? [];
  const first = options[0]?.properties ?? {};
  return Object.keys(first).find((key) => options.every((o) => o.properties?.[key]?.const !== undefined)) ?? null;
}

/**
 * A starting value for a field the editor adds (an array item, an optional object, a new alternative): its
 * default, its constant, or the least the schema takes; required fields only. It may still be invalid (an
 * empty required text): the schema's message then shows on that field.
 */
export function blankOf(schema: ActivityFormSchema, freshName: () => string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.oneOf?.[0]) return blankOf(schema.oneOf[0], freshName);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) value[key] = blankOf(property, freshName);
      }
      return value;
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      if (schema.minimum !== undefined) return schema.minimum;
      return schema.exclusiveMinimum !== undefined ? Math.min(10, schema.maximum ?? 10) : 0;
    default:
      return schema.pattern === NAME_PATTERN ? freshName() : '';
  }
}

/** A text field longer than this is a text area. */
export const MULTILINE_AFTER = 200;
