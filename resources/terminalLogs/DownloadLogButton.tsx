import { useDataProvider, useRecordContext, useTranslate } from 'ra-core';
import type { TerminalOperationsDataProvider } from '../../dataProviders/terminals/operationsMethods';
import { RecordDownloadButton } from '../terminals/operations/RecordDownloadButton';

/** Downloads one log file (b64log), named after the file for a screen reader. */
export const DownloadLogButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<TerminalOperationsDataProvider>();
  return (
    <RecordDownloadButton
      size="small"
      fetchFile={async (id) => (await dataProvider.downloadTerminalLog({ id })).data}
      label={translate('terminalOperations.logs.download')}
      accessibleName={translate('terminalOperations.logs.downloadOf', { name: String(record?.fileName ?? '') })}
    />
  );
};
