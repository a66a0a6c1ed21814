import { useTranslate, type Exporter, type FetchRelatedRecords, type RaRecord } from 'ra-core';
import type { CellValue } from '../../export/cells';
import { csvText } from '../../export/csv';
import { schemaNamed } from '../../schemaLookup';
import { fieldLabel } from '../../views/labels';
import { saveCsv } from '../../views/saveFile';
import { useReadableResources } from '../../views/useReadableResources';
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
 * read them (by id otherwise), written by the safe CSV writer.
 */
export const useTerminalExporter = (): Exporter<Terminal> => {
  const translate = useTranslate();
  const readable = useReadableResources();
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
    const header = [...VALUES, ...REFERENCES].map(label).concat(translate('terminalList.state'));
    const rows = records.map((record): CellValue[] => [
      ...VALUES.map((field) => record[field]),
      ...named.map(
        ({ field, related, labelField }): CellValue => related[String(record[field])]?.[labelField] ?? record[field],
      ),
      translate(`terminalList.${stateOf(record, since)}`),
    ]);
    saveCsv(csvText(header, rows), `${translate('terminalList.export.fileName')}.csv`);
  };
};
