import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { FieldGrid } from './FieldGrid';
import { Meter } from './Meter';

/** Device identifiers, software and storage. */
export const HardwareTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const storage = Number(record?.storageMb ?? 0);
  const free = Number(record?.freeStorageMb ?? 0);
  return (
    <Stack spacing={3}>
      <FieldGrid paths={['imei', 'simSerial', 'mac', 'androidVersion', 'compilationNumber', 'language', 'timeZone']} />
      {storage > 0 && (
        <Meter
          label={translate('terminalDetail.hardware.storage')}
          percent={((storage - free) / storage) * 100}
          caption={translate('terminalDetail.hardware.storageCaption', {
            free: free.toLocaleString(),
            total: storage.toLocaleString(),
          })}
          warning={free / storage < 0.1}
        />
      )}
      <FieldGrid paths={['storageMb', 'freeStorageMb', 'brightness', 'volume']} />
    </Stack>
  );
};
