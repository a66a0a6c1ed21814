import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UpdateImpact } from './updateShapes';

/** What a push would reach: how many terminals, how many offline, what is left out and why. */
export const ImpactSummary = ({ impact }: { impact: UpdateImpact }) => {
  const translate = useTranslate();
  const unsupported = impact.unsupported.map((model) => `${model.modelName} (${model.terminals})`).join(', ');
  return (
    <Stack spacing={1} role="status" aria-label={translate('profilesEmv.update.preview')}>
      <Alert severity={impact.total ? 'info' : 'warning'}>
        {impact.total
          ? translate('profilesEmv.update.impact.total', { smart_count: impact.total })
          : translate('profilesEmv.update.impact.nothing')}
      </Alert>
      {impact.offline > 0 && (
        <Alert severity="warning">{translate('profilesEmv.update.impact.offline', { count: impact.offline })}</Alert>
      )}
      {unsupported && (
        <Alert severity="warning">{translate('profilesEmv.update.impact.unsupported', { list: unsupported })}</Alert>
      )}
      {impact.deactivated > 0 && (
        <Alert severity="info">
          {translate('profilesEmv.update.impact.deactivated', { count: impact.deactivated })}
        </Alert>
      )}
      {impact.unknownSerials.length > 0 && (
        <Alert severity="warning">
          {translate('profilesEmv.update.impact.unknown', { list: impact.unknownSerials.slice(0, 20).join(', ') })}
        </Alert>
      )}
    </Stack>
  );
};
