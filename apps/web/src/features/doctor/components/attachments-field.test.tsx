import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AttachmentItem } from '@sprout/contracts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope } from '../../../test/render-app.tsx';
import { AttachmentsField } from './attachments-field.tsx';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));

const MEMBER = '40000000-0000-4000-8000-000000000002';
const base = `/app-web2/family_members/${MEMBER}/attachments`;
const item = (id: string, filename: string, kind: 'image' | 'document'): AttachmentItem => ({
  id,
  kind,
  contentType: kind === 'image' ? 'image/png' : 'application/pdf',
  sizeBytes: 1000,
  filename,
  path: `${base}/${id}`,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const EXISTING = item('00000000-0000-4000-8000-0000000000a1', '胸片.png', 'image');
const NEW = item('00000000-0000-4000-8000-0000000000b2', 'blood.pdf', 'document');

/** The fetch the field talks to: the child's list, and an upload answered when `answerUpload` is called. */
function stubServer(upload: () => { status: number; body: unknown } = () => ({ status: 200, body: envelope(NEW) })) {
  // The upload waits until the test answers it (before or after it is sent), so the busy state can be seen.
  let answered = false;
  let answerUpload = () => {};
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'https://app.example');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if ((init.method ?? 'GET') === 'GET' && url.pathname === base) return json(200, envelope({ total: 1, list: [EXISTING] }));
    if (init.method === 'POST' && url.pathname === base) {
      if (!answered) await new Promise<void>((resolve) => (answerUpload = resolve));
      const answer = upload();
      return json(answer.status, answer.body);
    }
    return json(404, { code: 'NOT_FOUND', data: null, message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: () =>
      act(async () => {
        answered = true;
        answerUpload();
      }),
  };
}

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AttachmentsField familyMemberId={MEMBER} value={value} onChange={(update) => setValue(update)} problem={() => null} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </QueryClientProvider>
  );
}
const valueOf = () => JSON.parse(screen.getByTestId('value').textContent!) as string[];
const choose = (file: File) => fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [file] } });
const pdf = (name = 'blood.pdf', size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('the report attachments field', () => {
  test('names the attachments already on the report by kind, and keeps an https address as a link', async () => {
    await setUpTestI18n('zh-CN');
    setToken('token-doctor');
    stubServer();
    render(<Harness initial={[EXISTING.path, 'https://lab.example.com/r/full-blood.pdf']} />);
    const first = screen.getByTestId('attachment-0');
    await waitFor(() => expect(first.textContent).toContain('胸片.png'));
    expect(first.textContent).toContain('图片');
    expect(screen.getByTestId('attachment-1').textContent).toContain('full-blood.pdf');
    expect(screen.getByTestId('attachment-1').textContent).toContain('链接');
  });

  test('uploads a chosen PDF for the child, busy meanwhile, then lists it and can remove it', async () => {
    await setUpTestI18n('en-US');
    setToken('token-doctor');
    const { fetchMock, answer } = stubServer();
    render(<Harness initial={[]} />);
    const input = screen.getByLabelText('Upload a PDF or image') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    expect(input.accept).toContain('image/png');
    choose(pdf());
    await waitFor(() => expect(screen.getByText('Uploading…')).toBeTruthy());
    expect(input.disabled).toBe(true);
    expect(screen.getByTestId('attachments-field').getAttribute('aria-busy')).toBe('true');
    await answer();
    await waitFor(() => expect(valueOf()).toEqual([NEW.path]));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(new URL(url, 'https://x').search).toBe('?filename=blood.pdf');
    expect((init!.headers as Headers).get('Content-Type')).toBe('application/pdf');
    const row = screen.getByTestId('attachment-0');
    expect(row.textContent).toContain('blood.pdf');
    expect(row.textContent).toContain('PDF');
    expect(input.disabled).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Remove blood.pdf' }));
    expect(valueOf()).toEqual([]);
  });

  test('refuses a wrong type or a file too large before sending, in both languages', async () => {
    setToken('token-doctor');
    const { fetchMock } = stubServer();
    await setUpTestI18n('zh-CN');
    const view = render(<Harness initial={[]} />);
    choose(new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('attachment-error').textContent).toBe('只能上传 PDF 或 PNG、JPEG、WebP、GIF 图片');
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByTestId('attachment-error').textContent).toBe('文件过大，最大 5 MB');
    view.unmount();
    await setUpTestI18n('en-US');
    render(<Harness initial={[]} />);
    choose(new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('attachment-error').textContent).toBe('Choose a PDF or a PNG, JPEG, WebP or GIF image');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  test('shows the server’s refusal and adds nothing', async () => {
    await setUpTestI18n('en-US');
    setToken('token-doctor');
    const { answer } = stubServer(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        data: null,
        message: 'Invalid input',
        errors: [{ field: 'body', message: 'must be a PNG, JPEG, WebP or GIF image or a PDF' }],
      },
    }));
    render(<Harness initial={[]} />);
    choose(pdf('fake.pdf'));
    await answer();
    await waitFor(() =>
      expect(screen.getByTestId('attachment-error').textContent).toBe('Upload failed: must be a PNG, JPEG, WebP or GIF image or a PDF'),
    );
    expect(valueOf()).toEqual([]);
    // Said once, beside the field: no toast over it (the cache's error handler runs before the field hears of it).
    expect(showToast).not.toHaveBeenCalled();
  });
});
