import { Suspense, type ReactNode } from 'react';

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
 * The root layout's boundary around every page is one too (app/root-layout.tsx): the page is hydrated after the
 * layout, and this module is in the app's first script with it rather than in a chunk of its own.
 */
export function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
