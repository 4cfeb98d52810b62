// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureFirstTouch, firstTouch } from './first-touch';

/** A tab's sessionStorage. */
function tabStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('first touch', () => {
  it('keeps the first page of the visit, its referrer and utm_* parameters', () => {
    const tab = tabStorage();
    captureFirstTouch(
      { pathname: '/', search: '?utm_source=newsletter&utm_campaign=autumn&other=1' },
      'https://mail.example.org/',
      tab,
    );
    expect(firstTouch(tab)).toEqual({
      landingPage: '/?utm_source=newsletter&utm_campaign=autumn&other=1',
      referrer: 'https://mail.example.org/',
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
    });
  });

  it('does not let later pages overwrite it', () => {
    const tab = tabStorage();
    captureFirstTouch({ pathname: '/', search: '?utm_source=newsletter' }, '', tab);
    captureFirstTouch({ pathname: '/careers', search: '?utm_source=other' }, 'https://google.com/', tab);
    expect(firstTouch(tab)).toEqual({ landingPage: '/?utm_source=newsletter', utmSource: 'newsletter' });
  });

  it('sets no cookie, drops a referrer that is not http(s), and survives storage that throws', () => {
    const before = document.cookie;
    const tab = tabStorage();
    captureFirstTouch({ pathname: '/company', search: '' }, 'android-app://x', tab);
    expect(firstTouch(tab)).toEqual({ landingPage: '/company' });
    expect(document.cookie).toBe(before);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => captureFirstTouch({ pathname: '/', search: '' }, '', broken)).not.toThrow();
    expect(firstTouch(broken)).toEqual({});
  });
});
