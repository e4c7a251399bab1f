/** The performance mark of the moment the app is live on the page's load (app/root-layout.tsx); the LIVE vital. */
export const APP_LIVE_MARK = 'sprout:live';
