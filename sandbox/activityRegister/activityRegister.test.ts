import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld, type Row } from '../../fixtures/world';
import type { ChainHead } from '../../resources/activityRegister/chain';
import { sheetTexts } from '../../resources/activityRegister/export/testChain';
import { verifyRegisterFile } from '../../resources/activityRegister/export/verifyRegisterFile';
import { api } from '../identity/testClient';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';

const TERMINALS = 100;

describe('activity register filter values', { timeout: 30_000 }, () => {
  let sandbox: TestSandbox;
  let entries: Row[];
  let admin: string;
  let noperm: string;
  const get = (path: string, token: string) =>
    api(sandbox.baseUrl, `/reports/api/v1/action-registry/${path}`, { token });

  beforeAll(async () => {
    sandbox = await startSandbox({ terminals: TERMINALS });
    entries = (generateWorld(sandbox.context.schemas, { terminals: TERMINALS }).activityRegister ?? []).filter(
      (row) => row.entityId === 9,
    );
    admin = (await sandbox.tokenFor('admin', 9)).token;
    noperm = (await sandbox.tokenFor('noperm')).token;
  }, 60_000);
  afterAll(() => sandbox.close());

  it("lists the distinct object types and actions of the entity's entries", async () => {
    const types = await get('object-types', admin);
    expect(types.status).toBe(200);
    expect(types.list).toEqual([...new Set(entries.map((row) => String(row.objectType)))].sort());
    const actions = await get('object-actions', admin);
    expect(actions.list).toEqual([...new Set(entries.map((row) => String(row.action)))].sort());
  });

  it('exports the entity’s whole register up to its head as a workbook that verifies', async () => {
    const exportAs = (token: string) =>
      api(sandbox.baseUrl, '/reports/api/v1/action-registry/excel', {
        token,
        method: 'POST',
        body: { texts: sheetTexts },
      });
    const answer = await exportAs(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toMatch(/^activity-register-.*\.xlsx$/);
    const verdict = await verifyRegisterFile(Buffer.from(String(answer.body.base64), 'base64'));
    expect(verdict.ok).toBe(true);
    // The export is an entry of its own, after the head the file states.
    const head = (await get('chain-head', admin)).body as unknown as ChainHead;
    expect(verdict).toMatchObject({ ok: true, entries: head.sequence - 1 });
    expect(head.sequence - 1).toBeGreaterThanOrEqual(entries.length);
    expect((await exportAs(noperm)).status).toBe(403);
  });

  it('needs the activity registry permission', async () => {
    expect((await get('object-types', noperm)).status).toBe(403);
    expect((await get('object-actions', noperm)).status).toBe(403);
  });
});
