import { describe, expect, it } from 'vitest';
import { fillTemplate, unknownPlaceholders } from './replies.ts';

describe('reply placeholders', () => {
  it('fills the known ones, spaces inside the braces allowed, and leaves {{vacancy}} of a contact empty', () => {
    const values = { name: 'Rita', vacancy: null, sender: 'Anna' };
    expect(fillTemplate('Hi {{name}}, re {{ vacancy }}. {{sender}}', values)).toBe('Hi Rita, re . Anna');
    expect(fillTemplate('{{vacancy}}', { ...values, vacancy: 'QA Engineer' })).toBe('QA Engineer');
    // A name that looks like a placeholder is not filled again.
    expect(fillTemplate('{{name}} / {{sender}}', { ...values, name: '{{sender}}' })).toBe(
      '{{sender}} / Anna',
    );
  });

  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('{{firstName}} {{name}} {{ company }} {{firstName}} {{}}')).toEqual([
      '{{firstName}}',
      '{{company}}',
      '{{}}',
    ]);
    expect(unknownPlaceholders('no placeholders { {name} }')).toEqual([]);
  });
});
