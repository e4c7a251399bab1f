import { z } from 'zod';
import type { ActivityFormSchema } from './activity-form.ts';
import { questionnaireInputSchema } from './questionnaires.ts';
import { surveyInputSchema } from './surveys.ts';

/** The versioned forms editors write (disease surveys, questionnaires with scoring, levels and rewards). */
export const VERSIONED_FORM_KINDS = ['survey', 'questionnaire'] as const;
export type VersionedFormKind = (typeof VERSIONED_FORM_KINDS)[number];

/** The schema the server validates a version with, per kind: the editor checks a save with the very same. */
export const versionedFormInputSchemas = { survey: surveyInputSchema, questionnaire: questionnaireInputSchema } as const;

type Json = ActivityFormSchema & { anyOf?: Json[] };

/** A nullable value (`reward`) becomes its non-null alternative, left out when null (the editor sends null). */
function withoutNull(schema: Json): ActivityFormSchema {
  const { anyOf, ...rest } = schema;
  if (anyOf) {
    const alternatives = anyOf.filter((a) => a.type !== 'null');
    if (alternatives.length === 1) return withoutNull(alternatives[0]!);
  }
  const copy: ActivityFormSchema = { ...rest };
  if (rest.properties) copy.properties = Object.fromEntries(Object.entries(rest.properties).map(([k, v]) => [k, withoutNull(v)]));
  if (rest.items) copy.items = withoutNull(rest.items);
  if (rest.oneOf) copy.oneOf = rest.oneOf.map(withoutNull);
  return copy;
}

/** The JSON Schema of any editor input (what an editor sends), for a form drawn from it; null becomes optional. */
export function jsonFormSchema(source: z.ZodType): ActivityFormSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(source, { io: 'input', unrepresentable: 'any' }) as Json & { $schema?: string };
  return withoutNull(json);
}

const cache = new Map<VersionedFormKind, ActivityFormSchema>();

/**
 * The JSON Schema of a survey's or questionnaire's version, what the editor's form is drawn from (the same
 * generator as the activity editor's property panel). Built once per kind.
 */
export function versionedFormSchema(kind: VersionedFormKind): ActivityFormSchema {
  let schema = cache.get(kind);
  if (!schema) {
    schema = jsonFormSchema(versionedFormInputSchemas[kind]);
    cache.set(kind, schema);
  }
  return schema;
}
