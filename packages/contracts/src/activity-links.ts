import { z } from 'zod';
import { classifyLink, isUnsafeLink } from './activity-link-rules.ts';

export * from './activity-link-rules.ts';

function linkIssue(value: string): string | null {
  if (classifyLink(value)) return null;
  return isUnsafeLink(value) ? 'validation.unsafeLink' : 'validation.link';
}

/** A link of any of the three kinds. Message keys are defined by the server's activity module. */
export const linkSchema = z.string().superRefine((value, ctx) => {
  const message = linkIssue(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** A link a phone can open outside the page (QR codes): a route or https, never a popup. */
export const externalLinkSchema = z.string().superRefine((value, ctx) => {
  const message = linkIssue(value) ?? (classifyLink(value) === 'popup' ? 'validation.link' : null);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** An image: a path on this site (e.g. /activity/banner.svg) or an https address. */
export const imageUrlSchema = z.string().superRefine((value, ctx) => {
  const kind = classifyLink(value);
  if (kind === 'route' || kind === 'https') return;
  ctx.addIssue({ code: 'custom', message: isUnsafeLink(value) ? 'validation.unsafeLink' : 'validation.imageUrl' });
});
