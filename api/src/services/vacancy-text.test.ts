import { describe, expect, it } from 'vitest';
import { plainText, summaryOf } from './plain-text.ts';
import { readLegacyCity } from './vacancy-location.ts';

describe("a vacancy's words without markup", () => {
  it('keeps the text of stored HTML, its entities read and blocks spaced', () => {
    expect(plainText('<p>Build &amp; ship</p><ul><li>React&nbsp;19</li><li>&lt;3 &#8364;</li></ul>')).toBe(
      'Build & ship. React 19. <3 €',
    );
    expect(plainText('<h2>Role:</h2><p>Ship it!</p><p>Now<br>or later</p>')).toBe(
      'Role: Ship it! Now or later',
    );
  });

  it('cuts a summary at a word, with an ellipsis only when cut', () => {
    expect(summaryOf('<p>Short.</p>')).toBe('Short.');
    const long = summaryOf(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/word…$/);
  });
});

describe('a city written before vacancies had a remote flag', () => {
  it('reads remote work as decision 028 did', () => {
    expect(readLegacyCity('Kyiv')).toEqual({ city: 'Kyiv', remote: undefined });
    expect(readLegacyCity('Remote')).toEqual({ city: '', remote: true });
    expect(readLegacyCity('Kyiv or remote')).toEqual({ city: 'Kyiv', remote: true });
    expect(readLegacyCity('Ivano-Frankivsk / Remote')).toEqual({ city: 'Ivano-Frankivsk', remote: true });
  });
});
