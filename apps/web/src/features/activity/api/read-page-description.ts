import { parseActivityPageLeniently, type LenientParseResult } from '@sprout/contracts/activity';
import { warnSkippedNodes } from '../utils/warn-skipped.ts';

/** A page's description as this client can read it (get-activity-page.ts loads this module with the call). */
export function readPageDescription(description: unknown): LenientParseResult {
  const parsed = parseActivityPageLeniently(description);
  if (parsed.ok) warnSkippedNodes(parsed.skipped);
  return parsed;
}
