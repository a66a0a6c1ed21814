import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { InstallImpact } from '../shapes';

/** What the install would reach, as the services computed it: targets, offline, open batches, and what is left out. */
export const InstallImpactPreview = ({ impact }: { impact: InstallImpact }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`fleetInstall.impact.${key}`, options);
  const unsupported = impact.unsupported.map((model) => `${model.modelName} (${model.terminals})`).join(', ');
  const noAccess = (['notAuthorized', 'otherEntity', 'outOfScope', 'deleted'] as const).filter(
    (key) => impact.noAccess[key] > 0,
  );
  // Said even when none: the user sees that the pilot list and the models were taken into account.
  const excluded = impact.noAccess.notAuthorized + impact.unsupported.reduce((sum, model) => sum + model.terminals, 0);
  return (
    <Stack spacing={1} role="region" aria-label={t('title')} className="install-impact">
      <Typography variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Alert severity={impact.total ? 'info' : 'warning'}>
        {impact.total ? t('total', { smart_count: impact.total }) : t('nothing')}
      </Alert>
      <Typography>{t('excluded', { count: excluded })}</Typography>
      {impact.offline > 0 && <Alert severity="warning">{t('offline', { count: impact.offline })}</Alert>}
      {impact.openBatch > 0 && <Alert severity="info">{t('openBatch', { count: impact.openBatch })}</Alert>}
      {unsupported && <Alert severity="warning">{t('unsupported', { list: unsupported })}</Alert>}
      {noAccess.map((key) => (
        <Alert key={key} severity={key === 'deleted' ? 'info' : 'warning'}>
          {t(key, { count: impact.noAccess[key] })}
        </Alert>
      ))}
      {impact.unknownSerials.length > 0 && (
        <Alert severity="warning">{t('unknown', { list: impact.unknownSerials.slice(0, 20).join(', ') })}</Alert>
      )}
      {impact.code && impact.total > 0 && <Alert severity="error">{t('partial')}</Alert>}
      {impact.waves.length > 1 && <Typography>{t('waves', { list: impact.waves.join(' · ') })}</Typography>}
    </Stack>
  );
};
