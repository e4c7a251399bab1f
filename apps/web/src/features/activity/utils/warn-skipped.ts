import type { SkippedNode } from '@sprout/contracts/activity';

/** One console warning per node left out, naming its path, so an editor can find it. */
export function warnSkippedNodes(skipped: readonly SkippedNode[], warn: (message: string) => void = console.warn): void {
  for (const node of skipped) {
    const what = node.reason === 'unknownType' ? `unknown type ${node.type ?? '(none)'}` : `invalid ${node.type}: ${node.detail ?? ''}`;
    warn(`[activity] skipped ${node.path}: ${what}`);
  }
}
