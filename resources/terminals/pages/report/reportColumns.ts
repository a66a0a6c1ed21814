import type { TranslateFunction } from 'ra-core';
import type { ReportColumns } from '../../operations/shapes';

/** The report file's sheet names and column titles, in the user's language. */
export const reportColumns = (translate: TranslateFunction): ReportColumns => {
  const t = (key: string) => translate(`terminalOperations.report.${key}`);
  return {
    byModel: t('sheetByModel'),
    terminals: t('sheetTerminals'),
    brand: t('brand'),
    model: t('model'),
    count: t('count'),
    serialNumber: translate('terminalOperations.common.serialNumber'),
    commerce: t('commerce'),
    connectionType: t('connectionType'),
    androidVersion: t('androidVersion'),
  };
};
