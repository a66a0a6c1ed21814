import { inflateRawSync, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csvText } from './csvText';
import { reportByModel } from './modelCounts';
import { planReassignment } from './reassignmentPlan';
import { parseSerialList } from './serialList';
import { planTagAssignment } from './tagAssignmentPlan';
import { crc32, zipArchive } from './zipArchive';

describe('parseSerialList', () => {
  it('reads lines, commas, spaces and CSV first columns, upper-cased, once each', () => {
    const text = 'serialNumber,alias\nvrf000000001,caja 1\nPAX000000002;x\n  VRF000000001 ING000000003\nno!\n';
    expect(parseSerialList(text)).toEqual({
      serials: ['VRF000000001', 'PAX000000002', 'ING000000003'],
      invalid: ['no!'],
      duplicates: 1,
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
  it('crc32 matches the reference value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
  it('a zip entry inflates back to its bytes', () => {
    const bytes = new TextEncoder().encode('hola '.repeat(100));
    const zip = zipArchive([{ name: 'a.txt', bytes }], (data) => new Uint8Array(deflateRawSync(data)));
    const view = new DataView(zip.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    const size = view.getUint32(18, true);
    const data = zip.subarray(30 + 5, 30 + 5 + size);
    expect(new TextDecoder().decode(inflateRawSync(data))).toBe('hola '.repeat(100));
    expect(view.getUint32(zip.length - 22, true)).toBe(0x06054b50);
  });
  it('csv quotes cells that need it', () => {
    expect(csvText(['a', 'b'], [['x,y', 'say "hi"']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n');
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
