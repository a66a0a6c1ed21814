import { describe, expect, it } from 'vitest';
import jsonExport from './lazyJsonExport';

describe("react-admin's CSV writer fetched when called", () => {
  it('answers through the callback, as jsonexport does', async () => {
    const csv = await new Promise((resolve, reject) => {
      void jsonExport([{ serial: 'S1', alias: 'Caja' }], (error: unknown, text: string) =>
        error ? reject(error) : resolve(text),
      );
    });
    expect(csv).toBe('serial,alias\nS1,Caja');
  });

  it('answers by its promise without a callback', async () => {
    await expect(jsonExport([{ serial: 'S2' }])).resolves.toBe('serial\nS2');
  });
});
