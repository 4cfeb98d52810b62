import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref, sanitizeRichText } from './rich-text';

// What the admin editor's toolbar makes, as TipTap's getHTML() writes it.
const EDITOR_OUTPUT = [
  '<p>Plain text, 1 &lt; 2 &amp;&amp; "quotes" and a&nbsp;no-break space</p>',
  '<h2>Heading two</h2><h3>Heading three</h3>',
  '<p><strong>bold</strong> <em>italic</em> <strong><em>both</em></strong></p>',
  '<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul>',
  '<ol><li><p>first</p></li></ol><ol start="3"><li><p>third</p></li></ol><ol type="a"><li><p>a</p></li></ol>',
  '<blockquote><p>A quote</p></blockquote>',
  '<p>line<br>break</p><p></p>',
  '<p><a href="https://example.com/a?b=1&amp;c=2">site</a> <a href="/careers">careers</a> ' +
    '<a href="mailto:jobs@example.com">mail</a> <a href="#apply">jump</a></p>',
  '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a></p>',
  '<p><a href="https://example.com" title="A &quot;title&quot;">titled</a></p>',
];

describe('sanitizeRichText', () => {
  it.each(EDITOR_OUTPUT)('keeps what the editor makes unchanged: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('is idempotent', () => {
    const dirty =
      '<div style="position:fixed;inset:0">cover</div><form><input value=x><button>Go</button></form>' +
      '<p onclick="x()">a<b>b</b><i>i</i></p><a href="javascript:alert(1)">x</a><ol start="x" type="disc"><li>y</li></ol>';
    const once = sanitizeRichText(dirty);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it.each([
    [
      'an overlay div keeps its text only',
      '<div style="position:fixed;inset:0;z-index:9">Cover</div>',
      'Cover',
    ],
    ['style attributes go', '<p style="position:fixed;top:0">Text</p>', '<p>Text</p>'],
    ['class and id go', '<p class="hero" id="x">Text</p>', '<p>Text</p>'],
    [
      'forms and their controls go',
      '<form action="https://evil.example"><input name="q" value="v"><select><option>One</option></select>' +
        '<textarea>typed</textarea><button type="submit">Send</button></form>',
      'Send',
    ],
    ['script goes with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['style elements go with their content', '<style>body{display:none}</style><p>b</p>', '<p>b</p>'],
    ['iframes go', '<iframe src="https://evil.example">x</iframe><p>b</p>', '<p>b</p>'],
    ['images and handlers go', '<p>a<img src=x onerror="alert(1)">b</p>', '<p>ab</p>'],
    ['event handlers go', '<p onclick="alert(1)" onmouseover="x">t</p>', '<p>t</p>'],
    ['javascript: links lose the link', '<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['obfuscated schemes too', '<p><a href="java&#x0A;script:alert(1)">x</a></p>', '<p>x</p>'],
    ['data: links too', '<p><a href="data:text/html,<script>alert(1)</script>">x</a></p>', '<p>x</p>'],
    [
      'target=_blank gets rel=noopener noreferrer',
      '<a target="_blank" href="https://example.com" rel="opener">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['other targets go', '<a href="/x" target="_top">x</a>', '<a href="/x">x</a>'],
    ['b and i become strong and em', '<p><b>b</b><i>i</i></p>', '<p><strong>b</strong><em>i</em></p>'],
    ['other heading levels become paragraphs', '<h1>One</h1><h4>Four</h4>', '<p>One</p><p>Four</p>'],
    ['svg goes', '<svg onload="alert(1)"><circle r="9"/></svg><p>b</p>', '<p>b</p>'],
    ['bad list attributes go', '<ol start="1" type="disc" reversed><li>y</li></ol>', '<ol><li>y</li></ol>'],
    ['comments go', '<p>a<!-- secret --></p>', '<p>a</p>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('closes what it opens, so stored HTML cannot wrap the page around it', () => {
    expect(sanitizeRichText('<p><a href="https://evil.example"><strong>unclosed')).toBe(
      '<p><a href="https://evil.example"><strong>unclosed</strong></a></p>',
    );
    expect(sanitizeRichText('</p></div></li></ul></blockquote><p>x')).not.toMatch(
      /<\/(div|li|ul|blockquote)>/,
    );
  });
});

describe('isAllowedLinkHref', () => {
  it.each(['https://a.b', 'HTTP://a.b', 'mailto:a@b.c', '/careers', '#x', '../up', 'page?x=1'])(
    'allows %j',
    (h) => expect(isAllowedLinkHref(h)).toBe(true),
  );
  it.each([
    'javascript:x',
    ' \tJavaScript:x',
    'java\nscript:x',
    'data:text/html,x',
    'vbscript:x',
    'tel:1',
    '',
    ' ',
  ])('refuses %j', (h) => expect(isAllowedLinkHref(h)).toBe(false));
});

describe('pictures in the text (decision 048)', () => {
  const ID = 'AbCdEfGhIjKlMnOpQrStUvWx';
  const FIGURE = `<figure><img src="/api/images/${ID}" alt="A chart" width="1600" height="900"><figcaption>Sales, 2026</figcaption></figure>`;

  it('keeps the editor figure with its alt text, size and caption unchanged', () => {
    expect(sanitizeRichText(FIGURE)).toBe(FIGURE);
    expect(sanitizeRichText(sanitizeRichText(FIGURE))).toBe(FIGURE);
  });

  it.each([
    ['pictures from elsewhere go', '<p>a<img src="https://evil.example/x.png" alt="x">b</p>', '<p>ab</p>'],
    ['data: pictures go', '<img src="data:image/png;base64,AAAA" alt="x">', ''],
    ['protocol-relative pictures go', `<img src="//evil.example/api/images/${ID}" alt="x">`, ''],
    [
      'handlers, srcset, style, class and loading go',
      `<img src="/api/images/${ID}" alt="a" onerror="alert(1)" srcset="https://evil.example/x 1x" style="position:fixed" class="x" loading="eager" width="10" height="20">`,
      `<img src="/api/images/${ID}" alt="a" width="10" height="20">`,
    ],
    ['a missing alt becomes empty', `<img src="/api/images/${ID}">`, `<img src="/api/images/${ID}" alt="">`],
    [
      'sizes that are not plain numbers go',
      `<img src="/api/images/${ID}" alt="a" width="100%" height="-5">`,
      `<img src="/api/images/${ID}" alt="a">`,
    ],
    [
      'figure and figcaption lose their attributes',
      '<figure class="x" style="z-index:9" onclick="x()"><figcaption id="c" onmouseover="y()">Cap</figcaption></figure>',
      '<figure><figcaption>Cap</figcaption></figure>',
    ],
    [
      'quotes in the alt text stay inside it',
      `<img src="/api/images/${ID}" alt='"><script>alert(1)</script>'>`,
      `<img src="/api/images/${ID}" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">`,
    ],
    [
      'picture and source go',
      `<picture><source srcset="https://evil.example/a"></picture><p>b</p>`,
      '<p>b</p>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});
