import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * WebKit, as parents' iPhones render (issue 35, item 8): Debian's WebKitGTK MiniBrowser under a virtual X display,
 * driven over W3C WebDriver by Debian's WebKitWebDriver (packages webkit2gtk-driver and xvfb, which .ci/run
 * installs). playwright-core drives only its own patched WebKit, a download this machine cannot make.
 */
const DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';

function findMiniBrowser(): string | null {
  if (!existsSync('/usr/lib')) return null;
  for (const dir of readdirSync('/usr/lib')) {
    const candidate = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Whether WebKit can run here: the driver, the browser and the virtual display. */
export function findWebKit(): boolean {
  return existsSync(DRIVER) && existsSync(XVFB_RUN) && findMiniBrowser() !== null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface WebDriverError {
  error: string;
  message: string;
}

/** One browser window: the WebDriver calls the journeys need, each failing loudly with the driver's own words. */
export class WebKitPage {
  constructor(
    private readonly endpoint: string,
    private readonly driver: ChildProcess,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T | WebDriverError };
    if (!response.ok) {
      const { error, message } = value as WebDriverError;
      throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
    }
    return value as T;
  }

  goto(url: string): Promise<void> {
    return this.call('POST', '/url', { url });
  }

  addCookie(cookie: { name: string; value: string; httpOnly?: boolean }): Promise<void> {
    return this.call('POST', '/cookie', { cookie: { path: '/', ...cookie } });
  }

  /** A function body run in the page with `arguments`, its return value back. */
  evaluate<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.call('POST', '/execute/sync', { script, args });
  }

  /** A function body given a callback as its last argument: resolves with what it passes the callback. */
  evaluateAsync<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.call('POST', '/execute/async', { script, args });
  }

  /** Waits (up to the driver's implicit wait) for an element and clicks it as a user would. */
  async click(selector: string): Promise<void> {
    const element = await this.call<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    await this.call('POST', `/element/${Object.values(element)[0]}/click`, {});
  }

  async close(): Promise<void> {
    await this.call('DELETE', '').catch(() => undefined);
    if (this.driver.pid) process.kill(-this.driver.pid, 'SIGTERM');
  }

  static async open(options: { width: number; height: number; waitMs: number }): Promise<WebKitPage> {
    const port = await freePort();
    // Its own process group, so that closing ends the display, the driver and the browser it started together.
    const driver = spawn(XVFB_RUN, ['-a', DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready;) {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
      ready = await fetch(`${base}/status`)
        .then(async (r) => ((await r.json()) as { value: { ready: boolean } }).value.ready)
        .catch(() => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const capabilities = { 'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] } };
    const created = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ capabilities: { alwaysMatch: capabilities } }),
    });
    const { value } = (await created.json()) as { value: { sessionId: string } };
    const page = new WebKitPage(`${base}/session/${value.sessionId}`, driver);
    await page.call('POST', '/window/rect', { width: options.width, height: options.height });
    await page.call('POST', '/timeouts', { implicit: options.waitMs, script: options.waitMs });
    return page;
  }
}
