import { useTranslate, type DataProvider, type Exporter, type RaRecord } from 'ra-core';
import { saveBlob } from '../views/saveFile';
import { XLSX_TYPE } from '../export/workbook';
import { fieldLabel } from '../views/labels';
import type { ChainHead, ChainedEntry } from './chain';
import { EXPORT_COLUMNS, registerWorkbook } from './export/registerWorkbook';
import { activityRegister } from './schema';

const resource = activityRegister.resource;
const PAGE = 1000;

type RegisterProvider = DataProvider & { registerChainHead(resource: string): Promise<{ data: ChainHead }> };

/** The entity's entries from the first to the head, in chain order (later appends are left out). */
const wholeChain = async (dataProvider: RegisterProvider) => {
  const { data: head } = await dataProvider.registerChainHead(resource);
  const entries: RaRecord[] = [];
  for (let page = 1; entries.length < head.sequence; page += 1) {
    const { data } = await dataProvider.getList(resource, {
      pagination: { page, perPage: PAGE },
      sort: { field: 'sequence', order: 'ASC' },
      filter: {},
    });
    entries.push(...data);
    if (data.length < PAGE) break;
  }
  return { head, entries: entries.filter((entry) => Number(entry.sequence) <= head.sequence) as ChainedEntry[] };
};

/**
 * The register's Excel export: the entity's whole chain as the service keeps it (whatever the
 * list's filters), with the head the service reports, so the file can be checked for edits and
 * for completeness (`npm run verify:register -- <file>`). Dates are in UTC ISO form, as stored.
 */
export const useRegisterExporter = (): Exporter => {
  const translate = useTranslate();
  return async (_records, _fetchRelated, dataProvider) => {
    const { head, entries } = await wholeChain(dataProvider as RegisterProvider);
    const text = (key: string) => translate(`activityRegisterExport.${key}`);
    const bytes = await registerWorkbook(entries, head, {
      sheet: translate(`resources.${resource}.name`, { smart_count: 2 }),
      integritySheet: text('integritySheet'),
      header: EXPORT_COLUMNS.map((column) =>
        column === 'date' ? text('dateUtc') : translate(fieldLabel(resource, column)),
      ),
      integrityHeader: [text('key'), text('value'), text('description')],
      formatHint: text('formatHint'),
      entityHint: text('entityHint'),
      headSequenceHint: text('headSequenceHint'),
      headHashHint: text('headHashHint'),
      verifyHint: text('verifyHint'),
    });
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    saveBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), `activity-register-${stamp}.xlsx`);
  };
};
