import { laterPart } from '../layout/later-part.tsx';

/**
 * The next-check card as a part hydrated after the page is live (issue 32): on the growth and eye screens it sits
 * below the child's header, the server draws it, and its code (the call, the calendar link, the texts' formatting)
 * comes after the page answers taps. The pages' loaders fetch it ahead ({@link preloadNextCheck}).
 */
const Card = laterPart(() => import('./next-check-card.tsx').then((m) => m.NextCheckCard));

export const preloadNextCheck = Card.preload;

export const NextCheckPart = Card.Later;
