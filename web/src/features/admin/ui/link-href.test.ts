import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref } from '@agency/schema/rich-text';
import { normaliseLinkHref } from './link-href';

describe('normaliseLinkHref', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['  mailto:jobs@example.com ', 'mailto:jobs@example.com'],
    ['/careers', '/careers'],
    ['#apply', '#apply'],
    ['../blog/post', '../blog/post'],
    ['www.example.com/x', 'https://www.example.com/x'],
  ])('accepts %j as %j', (input, href) => {
    expect(normaliseLinkHref(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' \tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'tel:+100',
    'ftp://example.com',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(normaliseLinkHref(input)).toBeNull();
  });
});

describe('isAllowedLinkHref', () => {
  it('refuses missing hrefs', () => {
    expect(isAllowedLinkHref(null)).toBe(false);
    expect(isAllowedLinkHref(undefined)).toBe(false);
  });
});
