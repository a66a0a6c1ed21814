import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../fixtures/world';
import { artemisReports } from '../../resources/artemisReports/schema';
import { schemas } from '../../resources/schemaLookup';
import { createFakeRestProvider } from '../fakerest';

const world = generateWorld(schemas, { terminals: 60 });

describe('an Artemis report downloaded in memory', () => {
  it('holds one row per record the list counts, all of its period', async () => {
    const provider = createFakeRestProvider(schemas, structuredClone(world), { entityId: () => '9' });
    const { data } = await provider.getList(artemisReports.resource, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'generatedAt', order: 'DESC' },
      filter: { status: 'SENT' },
    });
    expect(data.some((report) => Number(report.records) > 0)).toBe(true);
    for (const report of data) {
      const { data: file } = await provider.downloadArtemisReport({ id: Number(report.id) });
      const lines = new TextDecoder()
        .decode(Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0)))
        .trim()
        .split('\r\n')
        .slice(1);
      expect(lines.length).toBe(report.records);
      lines.forEach((line) => expect(line.startsWith(String(report.period))).toBe(true));
    }
  });
});
