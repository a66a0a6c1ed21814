import type { RaRecord } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { permissionsOfRole } from '../../fixtures/personaPermissions';
import { generateWorld } from '../../fixtures/world';
import { verifyEntries, type ChainedEntry } from '../../resources/activityRegister/chain';
import { sheetTexts } from '../../resources/activityRegister/export/testChain';
import { verifyRegisterFile } from '../../resources/activityRegister/export/verifyRegisterFile';
import { activityRegister } from '../../resources/activityRegister/schema';
import { schemas } from '../../resources/schemaLookup';
import { tags } from '../../resources/tags/schema';
import { createFakeRestProvider } from '../fakerest';

const world = generateWorld(schemas, { terminals: 30 });
const claims = Buffer.from(
  JSON.stringify({ UserId: 1, UserName: 'admin', Permissions: permissionsOfRole('administrator') }),
).toString('base64url');
const session = { entityId: () => '9', token: () => `e30.${claims}.signature` };
const register = activityRegister.resource;

describe('the in-memory register, as the services write it', () => {
  it('registers each write, done or refused, and verifies against the chain head', async () => {
    const provider = createFakeRestProvider(schemas, structuredClone(world), session);
    const start = (await provider.registerChainHead()).data.sequence;
    expect(start).toBeGreaterThan(30);
    const { data: tag } = await provider.create<RaRecord>(tags.resource, {
      data: { name: 'Register probe', description: 'first' },
    });
    await provider.update(tags.resource, { id: tag.id, data: { description: 'second' }, previousData: tag });
    await expect(provider.create(tags.resource, { data: { description: 'no name' } })).rejects.toBeTruthy();
    await provider.delete(tags.resource, { id: tag.id, previousData: tag });

    const { data } = await provider.getList<RaRecord>(register, {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'sequence', order: 'ASC' },
      filter: {},
    });
    const added = data.filter((entry) => Number(entry.sequence) > start);
    expect(added.map(({ userName, action, objectType, outcome }) => [userName, action, objectType, outcome])).toEqual([
      ['admin', 'CREATE', 'tags', 'SUCCESS'],
      ['admin', 'UPDATE', 'tags', 'SUCCESS'],
      ['admin', 'CREATE', 'tags', 'REFUSED'],
      ['admin', 'DELETE', 'tags', 'SUCCESS'],
    ]);
    expect(JSON.parse(String(added[1].changes))).toEqual({ description: ['first', 'second'] });
    expect(added[2].detail).toMatch(/^POST \/parameters\/api\/v1\/Tag 400/);

    const head = (await provider.registerChainHead()).data;
    const entries = data as ChainedEntry[];
    expect(await verifyEntries(entries, head)).toMatchObject({ ok: true, entries: start + 4 });
    expect(await verifyEntries(entries.toSpliced(start, 1), head)).toMatchObject({ ok: false, reason: 'missing' });
    const edited = entries.map((entry, index) => (index === start ? { ...entry, detail: 'nothing' } : entry));
    expect(await verifyEntries(edited, head)).toEqual({ ok: false, reason: 'edited', sequence: start + 1 });
  });

  it('exports the entity’s whole register up to its head as a workbook that verifies', async () => {
    const provider = createFakeRestProvider(schemas, structuredClone(world), session);
    await provider.create<RaRecord>(tags.resource, { data: { name: 'Export probe' } });
    const head = (await provider.registerChainHead()).data;
    const { data: file } = await provider.registerExcel({ texts: sheetTexts });
    expect(file.fileName).toMatch(/^activity-register-.*\.xlsx$/);
    const verdict = await verifyRegisterFile(Buffer.from(file.base64, 'base64'));
    expect(verdict).toMatchObject({ ok: true, entries: head.sequence, head: { entityId: 9 } });
  });
});
