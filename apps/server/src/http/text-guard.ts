import type { FastifyInstance } from 'fastify';
import { textProblem } from '@sprout/contracts';
import { AppError, type FieldProblem } from './errors.ts';

const MAX_DEPTH = 64;

/** The first string (or object key) under `value` that is not well-formed text, with its field path. */
export function findBadText(value: unknown, path: string[] = [], depth = 0): FieldProblem | null {
  return scan(value, [...path], depth);
}

/**
 * findBadText's walk, on one path stack it pushes and pops: it runs on every request's path and query, so it
 * builds a field name only for the problem it returns.
 */
function scan(value: unknown, stack: string[], depth: number): FieldProblem | null {
  if (typeof value === 'string') {
    // Multi-line rules here: a one-line field's own schema refuses newlines and tabs, with its name.
    const problem = textProblem(value, true);
    return problem ? { field: stack.join('.') || 'body', messageKey: problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  // An uploaded file's bytes (modules/media) are not text.
  if (value instanceof Uint8Array) return null;
  if (depth >= MAX_DEPTH) return { field: stack.join('.') || 'body', messageKey: 'validation.tooDeep' };
  for (const key of Object.keys(value)) {
    stack.push(key);
    const keyProblem = textProblem(key, false);
    const found = keyProblem
      ? { field: stack.join('.'), messageKey: keyProblem }
      : scan((value as Record<string, unknown>)[key], stack, depth + 1);
    stack.pop();
    if (found) return found;
  }
  return null;
}

/**
 * Every string of every request (path, query, body) is checked before the route's schema runs: text with an
 * unpaired surrogate or a control character never reaches a handler or PostgreSQL, whatever its schema says,
 * and the 400 names the field. The field schemas (`textSchema`) then add trimming, bounds and one-line rules.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    const problem = findBadText(req.params) ?? findBadText(req.query) ?? findBadText(req.body);
    done(problem ? new AppError('VALIDATION', 'error.VALIDATION', [problem]) : undefined);
  });
}
