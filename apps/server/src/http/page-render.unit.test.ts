import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from './page-render.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sprout-page-render-'));
const app = Fastify();
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for the web build's entry-server.js whose render answers after `delayMs`. */
function entryAnsweringAfter(delayMs: number): string {
  const file = path.join(dir, `entry-${delayMs}.mjs`);
  writeFileSync(
    file,
    `export async function render({ url, origin }) {
      await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
      return { html: '<main>' + origin + url + '</main>', state: '{}', title: 't' };
    }`,
  );
  return file;
}

/** PUBLIC_ORIGIN: the page's links are on it, whatever Host the request names. */
const ORIGIN = 'https://sprout.example.com';
const request = { url: '/landing', headers: {}, protocol: 'http', host: 'evil.example', log: app.log } as unknown as FastifyRequest;

describe('the server render of a page', () => {
  it('is used when it answers within its budget, with the configured origin, not the Host header', async () => {
    const render = await loadPageRenderer(app, { entry: entryAnsweringAfter(10), renderBudgetMs: 1000 }, ORIGIN);
    expect(await render!(request)).toMatchObject({
      html: '<main>https://sprout.example.com/landing</main>',
      personal: false,
      entryToken: null,
    });
  });

  it('is dropped for the browser’s render when it takes longer than its budget', async () => {
    const render = await loadPageRenderer(app, { entry: entryAnsweringAfter(400), renderBudgetMs: 100 }, ORIGIN);
    expect(await render!(request)).toBeNull();
  });

  it('is absent when the server render is switched off or not built', async () => {
    expect(await loadPageRenderer(app, { entry: null, renderBudgetMs: 1000 }, ORIGIN)).toBeNull();
    expect(await loadPageRenderer(app, { entry: path.join(dir, 'missing.js'), renderBudgetMs: 1000 }, ORIGIN)).toBeNull();
  });
});
