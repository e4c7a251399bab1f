import { lazy } from 'react';

/** The popups chunk, fetched when a drawer or modal first opens (see popups.tsx). */
export const LazyBottomSheet = lazy(() => import('./popups.tsx').then((m) => ({ default: m.BottomSheet })));
export const LazyCenterSheet = lazy(() => import('./popups.tsx').then((m) => ({ default: m.CenterSheet })));
