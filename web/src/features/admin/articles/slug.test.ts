import { describe, expect, it } from 'vitest';
import { cleanSlugInput } from './slug';

describe('cleanSlugInput', () => {
  it('keeps lower-case letters, digits and single hyphens', () => {
    expect(cleanSlugInput('My New_Post ')).toBe('my-new-post-');
    expect(cleanSlugInput('-a--b/c?')).toBe('a-bc');
  });
});
