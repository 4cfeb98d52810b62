import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { LEAD_STATUS_MESSAGE, leadStatusChange, leadStatusFilter, storedLeadStatus } from './inbox.ts';
import { check, errorsOf, fieldErrors, requiredText } from './validation.ts';

describe('reading a failed check', () => {
  const schema = z.object({ a: requiredText('Say a.', 3), list: z.array(z.string('Text only.')) });

  it('keeps the first message of each field, named by its top-level key', () => {
    const result = z.safeParse(schema, { a: 'toolong', list: ['x', 2] });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ a: 'Say a.', list: 'Text only.' });
  });

  it('files a problem with the whole value under input, and leads with the first message', () => {
    expect(check(schema, 'not an object')).toMatchObject({
      ok: false,
      fields: { input: expect.any(String) },
    });
    expect(check(schema, { list: [] })).toEqual({ ok: false, fields: { a: 'Say a.' }, message: 'Say a.' });
  });

  it('drops keys the schema does not know', () => {
    expect(check(schema, { a: ' b ', list: [], _id: 'x' })).toEqual({ ok: true, data: { a: 'b', list: [] } });
  });
});

describe('lead statuses', () => {
  it('are NEW, READ and ARCHIVED; a filter may be left out', () => {
    expect(errorsOf(leadStatusChange, { status: 'READ' })).toEqual({});
    expect(errorsOf(leadStatusChange, { status: 'DONE' })).toEqual({ status: LEAD_STATUS_MESSAGE });
    expect(errorsOf(leadStatusFilter, { status: null })).toEqual({});
    expect(storedLeadStatus('NEW')).toBe('NEW');
    expect(() => storedLeadStatus('x')).toThrow();
  });
});
