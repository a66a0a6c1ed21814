import { describe, expect, it } from 'vitest';
import { reportDownloadRequest, reportDownloadLink } from '../terminals/pages/report/reportDownloadLink';
import { reportFilterOf } from './reportFilter';

describe('a saved report run', () => {
  it('becomes the terminal report download of its filters', () => {
    const filter = reportFilterOf({
      name: 'Wifi en Android 11',
      brandIds: [2],
      modelIds: [],
      entities: ['9', '3'],
      connectionType: 'WIFI',
      androidVersion: ' 11 ',
    });
    expect(filter).toEqual({
      brandIds: [2],
      modelIds: undefined,
      entities: [9, 3],
      connectionType: 'WIFI',
      androidVersion: '11',
    });
    const link = reportDownloadLink(filter, 'xlsx');
    expect(reportDownloadRequest(new URL(link, 'http://console').searchParams)).toEqual({
      kind: 'terminal',
      format: 'xlsx',
      filter: { brandIds: [2], entities: [9, 3], connectionType: 'WIFI', androidVersion: '11' },
    });
  });
});
