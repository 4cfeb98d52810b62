import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('readingMinutes', () => {
  it('counts words outside the tags, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(WORDS_PER_MINUTE * 3)}</p>`)).toBe(3);
    expect(readingMinutes(`<h2>a</h2><p>${'<b>w</b> '.repeat(WORDS_PER_MINUTE * 2)}</p>`)).toBe(2);
  });
});
