import { Alert, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { MIN_BATTERY_FOR_HEAVY_WORK } from '../../../terminalsHistory/rules';
import { FieldGrid } from './FieldGrid';
import { Meter } from './Meter';

/** Charge and charging settings; a low charge explains refused restarts and installs. */
export const BatteryTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const level = record?.batteryLevel;
  if (level == null) return <Alert severity="info">{translate('terminalDetail.battery.unknown')}</Alert>;
  const low = Number(level) < MIN_BATTERY_FOR_HEAVY_WORK;
  return (
    <Stack spacing={3}>
      <Meter
        label={translate('resources.Terminal.fields.batteryLevel')}
        percent={Number(level)}
        caption={`${String(level)} %`}
        warning={low}
      />
      {low && (
        <Alert severity="warning">{translate('terminalDetail.battery.low', { min: MIN_BATTERY_FOR_HEAVY_WORK })}</Alert>
      )}
      <FieldGrid paths={['chargingThreshold', 'lastConnectionDate']} />
    </Stack>
  );
};
