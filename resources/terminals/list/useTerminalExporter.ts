import Papa from 'papaparse';
import { downloadCSV, useTranslate, type Exporter, type FetchRelatedRecords, type RaRecord } from 'ra-core';
import { schemaNamed } from '../../schemaLookup';
import { fieldLabel } from '../../views/labels';
import { useReadableTargets } from '../../views/useReadableTargets';
import { isOnline, terminals, type Terminal } from '../schema';
import { useOnlineWindow } from './useOnlineWindow';

const VALUES = [
  'serialNumber',
  'alias',
  'connectionType',
  'androidVersion',
  'lastConnectionDate',
  'batteryLevel',
] as const;
const REFERENCES = ['commerceId', 'brandId', 'modelId'] as const;

/**
 * The CSV export of the list (what the filters select, up to the export button's limit), with
 * translated headers, the online state, and commerce, brand and model by name where the user may
 * read them (by id otherwise).
 */
export const useTerminalExporter = (): Exporter<Terminal> => {
  const translate = useTranslate();
  const readable = useReadableTargets(terminals);
  const { sinceNow } = useOnlineWindow();
  const label = (field: string) => translate(fieldLabel(terminals.resource, field));
  const stateOf = (record: Terminal, since: string) =>
    record.deleted ? 'deleted' : isOnline(record.lastConnectionDate, since) ? 'online' : 'offline';

  return async (records: Terminal[], fetchRelated: FetchRelatedRecords) => {
    const named = await Promise.all(
      REFERENCES.map(async (field) => {
        const target = schemaNamed(terminals.fields[field].target);
        const related = readable(target.resource) ? await fetchRelated<RaRecord>(records, field, target.resource) : {};
        return { field, related, labelField: target.label };
      }),
    );
    const since = sinceNow();
    const rows = records.map((record) => ({
      ...Object.fromEntries(VALUES.map((field) => [label(field), record[field] ?? ''])),
      ...Object.fromEntries(
        named.map(({ field, related, labelField }) => [
          label(field),
          related[String(record[field])]?.[labelField] ?? record[field] ?? '',
        ]),
      ),
      [translate('terminalList.state')]: translate(`terminalList.${stateOf(record, since)}`),
    }));
    downloadCSV(Papa.unparse(rows), translate('terminalList.export.fileName'));
  };
};
