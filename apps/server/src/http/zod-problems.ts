import type { $ZodIssue } from 'zod/v4/core';
import type { FieldProblem } from './errors.ts';
import { hasMessage } from './messages.ts';

/** Turns one zod issue into a field problem with a message key that both languages have. */
export function problemFromIssue(issue: $ZodIssue, context: string): FieldProblem[] {
  const path = issue.path.map(String).join('.');
  const field = path || context;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ field: path ? `${path}.${key}` : key, messageKey: 'validation.unknownField' }));
  }
  if (hasMessage(issue.message)) return [{ field, messageKey: issue.message }];
  switch (issue.code) {
    case 'invalid_type':
      return [{ field, messageKey: /received undefined/.test(issue.message) ? 'validation.required' : 'validation.type' }];
    case 'too_small':
      return [
        {
          field,
          messageKey: issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall',
          params: { min: Number(issue.minimum) },
        },
      ];
    case 'too_big':
      return [
        {
          field,
          messageKey: issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig',
          params: { max: Number(issue.maximum) },
        },
      ];
    case 'invalid_value':
      return [{ field, messageKey: 'validation.enum', params: { values: issue.values.map(String).join(', ') } }];
    case 'invalid_format':
      return [{ field, messageKey: 'validation.format' }];
    default:
      return [{ field, messageKey: 'validation.invalid' }];
  }
}
