import { useTranslate, type Exporter } from 'ra-core';
import type { ActivityRegisterDataProvider } from '../../dataProviders/activityRegister/registerMethods';
import { saveDownloadedFile } from '../terminals/operations/saveFile';
import { fieldLabel } from '../views/labels';
import { EXPORT_COLUMNS } from './export/registerWorkbook';
import { activityRegister } from './schema';

const resource = activityRegister.resource;

/**
 * The register's Excel export: the entity's whole chain as the service keeps it (whatever the
 * list's filters), with the head the service reports, so the file can be checked for edits and
 * for completeness (`npm run verify:register -- <file>`). The service writes it (action-registry/
 * excel) in the user's words; dates are in UTC ISO form, as stored.
 */
export const useRegisterExporter = (): Exporter => {
  const translate = useTranslate();
  return async (_records, _fetchRelated, dataProvider) => {
    const text = (key: string) => translate(`activityRegisterExport.${key}`);
    const texts = {
      sheet: translate(`resources.${resource}.name`, { smart_count: 2 }),
      integritySheet: text('integritySheet'),
      header: EXPORT_COLUMNS.map((column) =>
        column === 'date' ? text('dateUtc') : translate(fieldLabel(resource, column)),
      ),
      integrityHeader: [text('key'), text('value'), text('description')] as const,
      formatHint: text('formatHint'),
      entityHint: text('entityHint'),
      headSequenceHint: text('headSequenceHint'),
      headHashHint: text('headHashHint'),
      verifyHint: text('verifyHint'),
    };
    const { data } = await (dataProvider as ActivityRegisterDataProvider).registerExcel({ texts });
    saveDownloadedFile(data);
  };
};
