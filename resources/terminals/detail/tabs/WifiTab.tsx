import { Alert, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { FieldGrid } from './FieldGrid';

/** How the terminal connects: the wifi network when it uses one. */
export const WifiTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {record?.connectionType !== 'WIFI' && <Alert severity="info">{translate('terminalDetail.wifi.notWifi')}</Alert>}
      <FieldGrid paths={['connectionType', 'wifiSsid', 'ipv4', 'ipv6', 'mac']} />
    </Stack>
  );
};
