import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8095';
async function token(phone) {
  const sms = await (await fetch(`${base}/app-web2/auth/sms_code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone }) })).json();
  const login = await (await fetch(`${base}/app-web2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, code: sms.data.devCode }) })).json();
  return login.data.token;
}
const [,, phone, outPrefix, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const tok = phone === 'none' ? null : await token(phone);
for (const [vw, vh, tag] of [[1280, 800, 'desk'], [390, 844, 'phone']]) {
  for (const lang of ['zh-CN', 'en-US']) {
    const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, locale: lang, deviceScaleFactor: 1, isMobile: tag === 'phone', hasTouch: tag === 'phone' });
    if (tok) await ctx.addInitScript((t) => { if (!localStorage.getItem('token')) localStorage.setItem('token', t); }, tok);
    const page = await ctx.newPage();
    for (const p of paths) {
      const url = `${base}${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(800);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const name = `${outPrefix}${p.replace(/[/?=&:]+/g, '_')}-${tag}-${lang}.png`;
      await page.screenshot({ path: `/tmp/shot/${name}` });
      console.log(name, 'scrollWidth', width, 'viewport', vw);
    }
    await ctx.close();
  }
}
await browser.close();
