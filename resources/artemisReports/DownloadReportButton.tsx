import { useDataProvider, useTranslate } from 'ra-core';
import type { ArtemisDownloadDataProvider } from '../../dataProviders/artemisReports/downloadMethods';
import { RecordDownloadButton } from '../terminals/operations/RecordDownloadButton';

/** Downloads the report's file (the operations of its period, CSV). */
export const DownloadReportButton = () => {
  const translate = useTranslate();
  const provider = useDataProvider<ArtemisDownloadDataProvider>();
  return (
    <RecordDownloadButton
      fetchFile={async (id) => (await provider.downloadArtemisReport({ id })).data}
      label={translate('operationPages.artemis.download')}
    />
  );
};
