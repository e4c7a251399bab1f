import { defineCalls } from '../call-schemas.ts';
import { workspaceRoutes } from '../routes/workspace.ts';
import { sanitizeInputSchema, sanitizeResultSchema, workspaceSummarySchema } from '../workspace.ts';

export const workspaceCalls = defineCalls(workspaceRoutes, {
  summary: { summary: 'What needs an editor’s attention: new leads, drafts, campaigns', response: workspaceSummarySchema },
  sanitize: {
    summary: 'Rich text as it will be stored: the server’s sanitizer, for the editor’s preview',
    description: 'Stores nothing. The same allow-list the article, FAQ and legal saves apply.',
    body: sanitizeInputSchema,
    response: sanitizeResultSchema,
  },
});
