import { describe, expect, it } from 'vitest';
import {
  reportDownloadLink,
  reportDownloadRequest,
  reportFilterFrom,
  reportLink,
  tableReportDownloadLink,
} from './reportDownloadLink';

const searchOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '');

describe('report download links', () => {
  it('carry the format and the chosen filters there and back', () => {
    const filter = { brandIds: [1, 2], connectionType: 'WIFI', androidVersion: '11' };
    const link = reportDownloadLink(filter, 'csv');
    expect(link.startsWith('/report/download?format=csv&filter=')).toBe(true);
    expect(reportDownloadRequest(searchOf(link))).toEqual({ kind: 'terminal', format: 'csv', filter });
    expect(reportFilterFrom(searchOf(reportLink(filter)))).toEqual(filter);
  });

  it('leave the filter out when none is chosen', () => {
    expect(reportDownloadLink({}, 'xlsx')).toBe('/report/download?format=xlsx');
    expect(reportLink({ brandIds: [] })).toBe('/Terminal/TerminalReport');
  });

  it('refuse an address without a known format', () => {
    expect(reportDownloadRequest(new URLSearchParams('format=pdf'))).toBeNull();
    expect(reportDownloadRequest(new URLSearchParams(''))).toBeNull();
  });

  it('keep only known filter fields of the right type from a hand-edited address', () => {
    const search = new URLSearchParams({
      format: 'xlsx',
      filter: JSON.stringify({ brandIds: ['1'], modelIds: [3], entities: 9, androidVersion: ' 12 ', evil: 'x' }),
    });
    expect(reportDownloadRequest(search)).toEqual({
      kind: 'terminal',
      format: 'xlsx',
      filter: { modelIds: [3], androidVersion: '12' },
    });
    expect(reportFilterFrom(new URLSearchParams('filter=%7Bnot-json'))).toEqual({});
  });

  it('carry a user, commerce or Artemis report by its kind, and refuse an unknown kind', () => {
    expect(reportDownloadRequest(searchOf(tableReportDownloadLink('user', 'xlsx')))).toEqual({
      kind: 'user',
      format: 'xlsx',
    });
    expect(reportDownloadRequest(new URLSearchParams('kind=vouchers&format=csv'))).toBeNull();
  });
});
