import type { FetchRelatedRecords, RaRecord, TranslateFunction } from 'ra-core';
import type { CellValue } from '../../export/cells';
import { csvText } from '../../export/csv';
import { schemaNamed } from '../../schemaLookup';
import { fieldLabel } from '../../views/labels';
import { saveCsv } from '../../views/saveFile';
import { isOnline, terminals, type Terminal } from '../schema';

const VALUES = [
  'serialNumber',
  'alias',
  'connectionType',
  'androidVersion',
  'lastConnectionDate',
  'batteryLevel',
] as const;
const REFERENCES = ['commerceId', 'brandId', 'modelId'] as const;

interface Context {
  translate: TranslateFunction;
  /** Whether the user may read a resource (else its ids go out as they are). */
  readable: (resource: string) => boolean | undefined;
  /** Where the online window starts now. */
  sinceNow: () => string;
}

/**
 * Writes and saves the terminals' CSV: translated headers, the online state, and commerce, brand
 * and model by name where the user may read them (by id otherwise), by the safe CSV writer.
 */
export const saveTerminalCsv = async (
  records: Terminal[],
  fetchRelated: FetchRelatedRecords,
  { translate, readable, sinceNow }: Context,
) => {
  const named = await Promise.all(
    REFERENCES.map(async (field) => {
      const target = schemaNamed(terminals.fields[field].target);
      const related = readable(target.resource) ? await fetchRelated<RaRecord>(records, field, target.resource) : {};
      return { field, related, labelField: target.label };
    }),
  );
  const since = sinceNow();
  const stateOf = (record: Terminal) =>
    record.deleted ? 'deleted' : isOnline(record.lastConnectionDate, since) ? 'online' : 'offline';
  const label = (field: string) => translate(fieldLabel(terminals.resource, field));
  const header = [...VALUES, ...REFERENCES].map(label).concat(translate('terminalList.state'));
  const rows = records.map((record): CellValue[] => [
    ...VALUES.map((field) => record[field]),
    ...named.map(
      ({ field, related, labelField }): CellValue => related[String(record[field])]?.[labelField] ?? record[field],
    ),
    translate(`terminalList.${stateOf(record)}`),
  ]);
  saveCsv(csvText(header, rows), `${translate('terminalList.export.fileName')}.csv`);
};
