import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { ConnectionStatus } from './ConnectionStatus';
import { FieldGrid } from './FieldGrid';

/** Who the terminal belongs to and what it is. */
export const BasicInfoTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <>
      {record?.deleted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('terminalDetail.deletedNotice')}
        </Alert>
      )}
      <FieldGrid
        paths={[
          'serialNumber',
          'alias',
          'commerceId',
          'groupId',
          'brandId',
          'modelId',
          'profileId',
          'owner',
          'distributor',
          'lastConnectionDate',
        ]}
      >
        <ConnectionStatus />
      </FieldGrid>
    </>
  );
};
