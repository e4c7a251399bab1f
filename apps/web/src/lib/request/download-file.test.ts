import { afterEach, describe, expect, test, vi } from 'vitest';
import { downloadFile } from './download-file.ts';
import { isApiError } from './errors.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadFile: a file the server answers instead of the envelope', () => {
  test('fetches the path with its query and saves the body under the name the server gives', async () => {
    const fetchMock = vi.fn(
      async (..._args: [string, RequestInit]) =>
        new Response('a,b\n1,2\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="leads-2026.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // A URL of its own: jsdom has no object URLs, and the real URL, which other files share, is left as it is.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => undefined;
      },
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await downloadFile('/app-web2/admin/leads/export', 'leads.csv', { status: 'new', lang: undefined });
    expect(fetchMock.mock.calls[0]![0]).toBe('/app-web2/admin/leads/export?status=new');
    expect(clicked).toEqual(['leads-2026.csv']);
  });

  test('throws the envelope of a refusal as an ApiError and saves nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'FORBIDDEN', data: null, message: 'no' }), { status: 403 }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const error: unknown = await downloadFile('/app-web2/account/export', 'family.zip').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('FORBIDDEN');
    expect(click).not.toHaveBeenCalled();
  });
});
