import { useTranslate, type Exporter } from 'ra-core';
import { saveBlob } from '../views/saveFile';
import { XLSX_TYPE } from '../export/workbook';
import { fieldLabel } from '../views/labels';
import { registerWorkbook } from './export/registerWorkbook';
import { activityRegister, type ActivityEntry } from './schema';

const COLUMNS = ['date', 'userName', 'action', 'objectType', 'objectId', 'detail'] as const;

/**
 * The register's Excel export: the rows of the list's filters and order, each chained to the one
 * before by its hash, and an integrity sheet with the final digest (verify with
 * `npm run verify:register -- <file>`). Dates are written in UTC ISO form, as stored.
 */
export const useRegisterExporter = (): Exporter<ActivityEntry> => {
  const translate = useTranslate();
  const resource = activityRegister.resource;
  return async (records) => {
    const rows = records.map((record) =>
      COLUMNS.map((column) => {
        const value = record[column];
        if (value === null || value === undefined) return '';
        if (column === 'date') return new Date(String(value)).toISOString();
        if (column === 'action') return translate(`resources.${resource}.choices.action.${String(value)}`);
        return String(value);
      }),
    );
    const bytes = await registerWorkbook(rows, {
      sheet: translate(`resources.${resource}.name`, { smart_count: 2 }),
      integritySheet: translate('activityRegisterExport.integritySheet'),
      header: COLUMNS.map((column) =>
        column === 'date' ? translate('activityRegisterExport.dateUtc') : translate(fieldLabel(resource, column)),
      ),
      hashColumn: translate('activityRegisterExport.hash'),
      integrityHeader: [
        translate('activityRegisterExport.key'),
        translate('activityRegisterExport.value'),
        translate('activityRegisterExport.description'),
      ],
      formatHint: translate('activityRegisterExport.formatHint'),
      rowsHint: translate('activityRegisterExport.rowsHint'),
      digestHint: translate('activityRegisterExport.digestHint'),
      verifyHint: translate('activityRegisterExport.verifyHint'),
    });
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    saveBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), `activity-register-${stamp}.xlsx`);
  };
};
