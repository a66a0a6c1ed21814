import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { logBundle } from './logBundle';
import { reportByModel } from './modelCounts';
import { planReassignment } from './reassignmentPlan';
import { parseSerialList, readSerialListFile, serialListCsv } from './serialList';
import { planTagAssignment } from './tagAssignmentPlan';

describe('parseSerialList', () => {
  it('reads lines, commas, spaces and CSV first columns, upper-cased, once each', () => {
    const text = 'vrf000000001,caja 1\nPAX000000002;x\n  VRF000000001 ING000000003\nno!\n';
    expect(parseSerialList(text)).toEqual({
      serials: ['VRF000000001', 'PAX000000002', 'ING000000003'],
      invalid: ['no!'],
      duplicates: 1,
    });
  });
});

describe('the serial-list CSV', () => {
  const serials = ['VRF000000001', 'PAX000000002', 'ING000000003'];

  it('downloads and uploads with one header: a round trip gives exactly the serials', () => {
    const read = readSerialListFile(`\uFEFF${serialListCsv(serials)}`);
    expect(read).toEqual({ text: serials.join('\n') });
    expect('text' in read && parseSerialList(read.text)).toEqual({ serials, invalid: [], duplicates: 0 });
  });

  it('needs the serialNumber header (PM-0034) and at least one filled row (GM-0019)', () => {
    expect(readSerialListFile('Número de serie\nVRF000000001\n')).toEqual({ code: 'PM-0034' });
    expect(readSerialListFile('VRF000000001\nPAX000000002\n')).toEqual({ code: 'PM-0034' });
    expect(readSerialListFile('serialNumber\r\n\r\n')).toEqual({ code: 'GM-0019' });
    expect(readSerialListFile('  \n')).toEqual({ code: 'GM-0019' });
  });

  it('reads the first column under a quoted or differently cased header', () => {
    expect(readSerialListFile('"SerialNumber",alias\r\n"VRF000000001",Caja 1\r\n')).toEqual({
      text: 'VRF000000001',
    });
  });
});

describe('planReassignment', () => {
  const terminals = [
    { id: 1, serialNumber: 'A00001', commerceId: 1, groupId: 7 },
    { id: 2, serialNumber: 'A00002', commerceId: 2, groupId: null },
    { id: 3, serialNumber: 'A00003', commerceId: 1, deleted: true },
  ];
  it('moves, keeps or refuses each serial with its code', () => {
    const plan = planReassignment(
      { serialNumbers: ['A00001', 'A00002', 'A00003', 'ZZ0000'], commerceId: 2 },
      terminals,
    );
    expect(plan.moving).toBe(1);
    expect(plan.rows.map((row) => [row.status, row.code])).toEqual([
      ['MOVE', undefined],
      ['ALREADY_THERE', undefined],
      ['UNAVAILABLE', 'PM-0010'],
      ['UNKNOWN', 'TM-0002'],
    ]);
  });
  it('moving within the commerce to another group is a move', () => {
    expect(planReassignment({ serialNumbers: ['A00002'], commerceId: 2, groupId: 9 }, terminals).moving).toBe(1);
  });
});

describe('planTagAssignment', () => {
  const terminals = [
    { id: 1, serialNumber: 'S1', tagIds: [1, 2, 3, 4, 5] },
    { id: 2, serialNumber: 'S2', tagIds: [9] },
    { id: 3, serialNumber: 'S3', tagIds: [] },
  ];
  it('assigning skips terminals that would exceed 5 tags and names them', () => {
    const { changes, outcome } = planTagAssignment(9, 'ASSIGN', terminals, ['S1', 'S2', 'S3', 'S4']);
    expect(changes).toEqual([{ id: 3, tagIds: [9] }]);
    expect(outcome).toEqual({ matched: 3, changed: 1, unchanged: 1, skipped: ['S1'], unknown: ['S4'] });
  });
  it('unassigning removes the tag where present', () => {
    expect(planTagAssignment(9, 'UNASSIGN', terminals).changes).toEqual([{ id: 2, tagIds: [] }]);
  });
});

describe('files', () => {
  it('a log bundle is a zip of one text log, the same bytes each time', async () => {
    const log = {
      id: 7,
      serialNumber: 'PAX000000007',
      fileName: 'log-7.zip',
      type: 'CRASH',
      createdAt: '2026-11-20T10:00:00Z',
    };
    const bytes = await logBundle(log);
    const entries = unzipSync(bytes);
    expect(Object.keys(entries)).toEqual(['log-7.log']);
    const lines = new TextDecoder().decode(entries['log-7.log']).trim().split('\n');
    expect(lines).toHaveLength(40);
    expect(lines[39]).toMatch(/ E\/\w+: PAX000000007 event 40$/);
    expect(await logBundle(log)).toEqual(bytes);
  });
  it('the report orders models by count and names their brands', () => {
    const report = reportByModel(
      new Map([
        [1, 2],
        [2, 5],
      ]),
      [
        { id: 1, name: 'A920', brandId: 1 },
        { id: 2, name: 'N950', brandId: 2 },
      ],
      [
        { id: 1, name: 'PAX' },
        { id: 2, name: 'Newland' },
      ],
    );
    expect(report).toEqual({
      total: 7,
      models: [
        { modelId: 2, modelName: 'N950', brandId: 2, brandName: 'Newland', count: 5 },
        { modelId: 1, modelName: 'A920', brandId: 1, brandName: 'PAX', count: 2 },
      ],
    });
  });
});
