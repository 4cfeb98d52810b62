import { describe, expect, it } from 'vitest';
import { retryImport } from './retry-import';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('retryImport', () => {
  it('tries again after a failed download and returns the module', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 3) throw chunkError();
      return { default: 'layer' };
    };
    await expect(retryImport(load, [1, 1])).resolves.toEqual({ default: 'layer' });
    expect(calls).toBe(3);
  });

  it('gives up after the last delay with the download error', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw chunkError();
    };
    await expect(retryImport(load, [1, 1])).rejects.toThrow(/dynamically imported module/);
    expect(calls).toBe(3);
  });

  it('does not retry an error that is not a download failure', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error('module code threw');
    };
    await expect(retryImport(load, [1, 1])).rejects.toThrow('module code threw');
    expect(calls).toBe(1);
  });
});
