/** Activity pages (BRIEF "Activity pages"): the page description schema, links, the lenient reader and the API. */
export * from './activity-links.ts';
export * from './activity-page.ts';
export * from './activity-page-lenient.ts';
export * from './activity-pages-api.ts';
export * from './activity-form.ts';
export * from './calls/activity.ts';
export * from './versioned-form.ts';
