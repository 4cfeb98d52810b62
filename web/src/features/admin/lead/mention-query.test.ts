import { describe, expect, it } from 'vitest';
import { keptMentions, mentionAt } from './mention-query';

describe('the @mention being typed', () => {
  it('is the word after an @ that starts a word, up to the caret', () => {
    expect(mentionAt('Call @An', 8)).toEqual({ start: 5, query: 'an' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('Call @Ann later', 9)).toEqual({ start: 5, query: 'ann' });
  });

  it('is nothing inside an e-mail address, after a space, or before the @', () => {
    expect(mentionAt('mail ann@example.com', 20)).toBeNull();
    expect(mentionAt('Call @Ann ', 10)).toBeNull();
    expect(mentionAt('Call @Ann', 4)).toBeNull();
  });
});

describe('the mentions sent with a note', () => {
  const ann = { id: 'u1', name: 'Ann Lee' };
  const bo = { id: 'u2', name: 'Bo' };
  it('are the picked people still named in the text, once each', () => {
    expect(keptMentions('@Ann Lee and @Bo, then @Ann Lee again', [ann, bo, ann])).toEqual(['u1', 'u2']);
    expect(keptMentions('@Bo only', [ann, bo])).toEqual(['u2']);
  });
});
