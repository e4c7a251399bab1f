import { activityPageDescriptionSchema } from '@sprout/contracts/activity';
import type { FieldErrors } from '../components/fields.tsx';
import { validate, type Translate } from '../utils/field-errors.ts';
import { nodeOfIssue, toSegments } from './tree.ts';

/** The schema's problems of a description, on the nodes they belong to: node path -> field path in it -> message. */
export interface Problems {
  byNode: Record<string, FieldErrors>;
  count: number;
  /** The first node with a problem, in the order of the description. */
  first: string | null;
}

export const NO_PROBLEMS: Problems = { byNode: {}, count: 0, first: null };

/** Errors by full path (`containers.0.widgets.1.link`), from the schema or a server 400, grouped by node. */
export function groupByNode(errors: FieldErrors): Problems {
  const byNode: Record<string, FieldErrors> = {};
  let first: string | null = null;
  for (const [path, message] of Object.entries(errors)) {
    const { node, field } = nodeOfIssue(toSegments(path));
    (byNode[node] ??= {})[field] = message;
    first ??= node;
  }
  return { byNode, count: Object.keys(errors).length, first };
}

/** Checks the description with the very schema the server saves with. */
export function problemsOf(draft: unknown, t: Translate): Problems {
  const checked = validate(activityPageDescriptionSchema, draft, t);
  return checked.errors ? groupByNode(checked.errors) : NO_PROBLEMS;
}

/** The problems of a node and of everything inside it (a container counts its widgets'). */
export function problemsWithin(problems: Problems, path: string): number {
  let n = 0;
  for (const [node, fields] of Object.entries(problems.byNode)) {
    if (node === path || node.startsWith(`${path}.`)) n += Object.keys(fields).length;
  }
  return n;
}
