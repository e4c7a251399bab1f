import { isValidElement, memo, Suspense, type ReactNode } from 'react';

/**
 * A part of a page that React hydrates after the rest of it (issue 32, docs/decisions/0006-live-sooner.md). On a page
 * the server drew, React hydrates the content of a Suspense boundary in a pass of its own, after the pass of the
 * boundary around it has committed: the page is live (app/root-layout.tsx's LiveMark) once its own pass is done,
 * while what is inside these parts is hydrated next, in slices that leave the phone free between them. A tap on such
 * a part before its turn is not lost: React hydrates that part at once and then gives it the tap (selective
 * hydration; e2e/first-tap.spec.ts taps one). Its HTML is on screen from the server all the while.
 *
 * For the heavy parts of a page below its header and first buttons (a chart with its tabs, the cards and the list of
 * records under it). Rendered in the browser (a page reached in the app), it is just its content; something inside
 * that suspends shows `fallback` (nothing by default) in its place, not the whole page's loading screen.
 *
 * Memoized on its children as elements (same type, key and props): a boundary still waiting for its code (a
 * laterPart) that receives an update is no longer hydrated but drawn anew in the browser, its server HTML dropped for
 * the fallback until the code comes, so a page that re-renders for something else (the report's "making the
 * picture") must not hand it new but equal elements. Equal elements draw the same, so skipping them is safe after
 * hydration too; context still reaches what is inside.
 *
 * The root layout's boundary around every page is one too (app/root-layout.tsx): the page is hydrated after the
 * layout, and this module is in the app's first script with it rather than in a chunk of its own.
 */
export const HydrateLater = memo(
  function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
    return <Suspense fallback={fallback}>{children}</Suspense>;
  },
  (before, after) => sameNode(before.fallback, after.fallback) && sameNode(before.children, after.children),
);

/** Whether two nodes draw the same: the same values, or elements of the same type and key with props alike. */
function sameNode(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((node, i) => sameNode(node as ReactNode, b[i] as ReactNode));
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  if (keys.length !== Object.keys(after).length) return false;
  return keys.every((key) =>
    key === 'children' ? sameNode(before[key] as ReactNode, after[key] as ReactNode) : Object.is(before[key], after[key]),
  );
}
