import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

/** Known XSS payloads (OWASP XSS Filter Evasion Cheat Sheet style), the same families the server tests. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '"><img src=x onerror=alert(1)>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
];

function assertInert(html: string): void {
  const container = document.createElement('div');
  container.innerHTML = html;
  for (const element of Array.from(container.querySelectorAll('*'))) {
    expect([
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'STYLE',
      'SVG',
      'MATH',
      'FORM',
      'INPUT',
      'META',
      'BASE',
      'TEMPLATE',
      'DETAILS',
    ]).not.toContain(element.tagName.toUpperCase());
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('style');
      expect(attribute.name).not.toBe('srcdoc');
      if (attribute.name === 'href' || attribute.name === 'src') {
        expect(attribute.value.trim()).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
      }
    }
  }
}

describe('client HTML sanitizing', () => {
  it.each(XSS_PAYLOADS)('leaves %s inert', (payload) => {
    assertInert(sanitizeHtml(payload));
  });

  it('keeps article markup, safe links and https or relative images', () => {
    const clean = sanitizeHtml(
      '<h2>T</h2><p><strong>a</strong> <a href="https://who.int">WHO</a> <a href="/faq">FAQ</a></p><img src="https://cdn.example/a.png" alt="a"><img src="http://cdn.example/b.png" alt="b">',
    );
    const container = document.createElement('div');
    container.innerHTML = clean;
    expect(container.querySelector('h2')?.textContent).toBe('T');
    const links = container.querySelectorAll('a');
    expect(links[0]!.getAttribute('href')).toBe('https://who.int');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[1]!.getAttribute('href')).toBe('/faq');
    expect(links[1]!.hasAttribute('target')).toBe(false);
    const images = container.querySelectorAll('img');
    expect(images[0]!.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(images[1]!.hasAttribute('src')).toBe(false);
  });
});
