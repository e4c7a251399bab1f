import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './sanitize.ts';

/**
 * Known XSS payloads (OWASP XSS Filter Evasion Cheat Sheet style). After sanitizing, none may leave an event
 * handler, a script, a frame, a style block, or a javascript:/data:/vbscript: URL.
 */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.example/x.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
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
  '<div style="width: expression(alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<p>ok</p><!--<img src=x onerror=alert(1)>-->',
  '"><img src=x onerror=alert(1)>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">x</a>',
];

/** What an inert fragment never contains. */
function assertInert(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|iframe|object|embed|style|svg|math|form|input|meta|base|link|body|details|video|source|template)\b/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/(href|src|action|background|srcdoc)\s*=\s*["']?\s*(javascript|vbscript|data):/);
  expect(lower).not.toMatch(/(href|src)\s*=\s*["']?\/\//);
  expect(lower).not.toMatch(/\sstyle\s*=/);
  expect(lower).not.toMatch(/\ssrcdoc\s*=/);
}

describe('rich text sanitizing on save', () => {
  it.each(XSS_PAYLOADS)('leaves %s inert', (payload) => {
    assertInert(sanitizeRichText(payload));
  });

  it('keeps the article tag set, https and relative images, and safe links', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em> <a href="https://who.int/x">WHO</a> <a href="/faq">FAQ</a> <a href="mailto:care@sprout.example">mail</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><img src="https://cdn.example/a.png" alt="a"><img src="/img/b.png" alt="b">' +
      '<table><thead><tr><th scope="col">Age</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    const clean = sanitizeRichText(html);
    for (const kept of [
      '<h2>',
      '<strong>',
      '<em>',
      'href="https://who.int/x"',
      'href="/faq"',
      'href="mailto:care@sprout.example"',
      '<ul>',
      '<ol>',
      '<blockquote>',
      'src="https://cdn.example/a.png"',
      'src="/img/b.png"',
      '<th scope="col">',
      '<td>',
    ]) {
      expect(clean).toContain(kept);
    }
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('drops http images (mixed content) but keeps http links', () => {
    const clean = sanitizeRichText('<img src="http://cdn.example/a.png" alt="a"><a href="http://example.com">x</a>');
    expect(clean).not.toContain('http://cdn.example');
    expect(clean).toContain('href="http://example.com"');
  });

  it('removes script and style contents, not just their tags', () => {
    expect(sanitizeRichText('<p>a</p><script>var secret = 1</script><style>p{}</style>')).toBe('<p>a</p>');
  });

  it('reads plain text out of rich text for search', () => {
    expect(plainText('<p>Outdoor &amp; sunlight</p><script>x()</script><p>2&nbsp;h</p>')).toBe('Outdoor & sunlight 2 h');
  });
});
