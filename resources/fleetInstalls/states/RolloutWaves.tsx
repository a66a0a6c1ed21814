import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { InstallSummary } from '../shapes';

/** The waves of a staged rollout: size, progress and failure rate of each, the current one marked, and why it stopped. */
export const RolloutWaves = ({ summary }: { summary: InstallSummary }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`fleetInstall.${key}`, options);
  if (!summary.rollout) return null;
  return (
    <Stack spacing={1} className="rollout-waves">
      {summary.stopReason && (
        <Alert severity="error" role="alert">
          {t('stopped', {
            wave: summary.stopReason.wave,
            rate: summary.stopReason.failureRate,
            threshold: summary.stopReason.threshold,
          })}
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        {t('waves.title')}
      </Typography>
      <Table size="small" aria-label={t('waves.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('waves.wave')}</TableCell>
            <TableCell align="right">{t('waves.size')}</TableCell>
            <TableCell align="right">{t('states.DONE')}</TableCell>
            <TableCell align="right">{t('states.FAILED')}</TableCell>
            <TableCell align="right">{t('states.PENDING')}</TableCell>
            <TableCell align="right">{t('states.QUEUED')}</TableCell>
            <TableCell align="right">{t('waves.rate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.waves.map((wave) => {
            const over = wave.failureRate > (summary.rollout?.threshold ?? 100);
            return (
              <TableRow key={wave.wave} selected={wave.wave === summary.currentWave}>
                <TableCell>
                  {wave.wave}
                  {wave.wave === summary.currentWave && ` (${t('waves.current')})`}
                </TableCell>
                <TableCell align="right">{wave.size}</TableCell>
                <TableCell align="right">{wave.done}</TableCell>
                <TableCell align="right">{wave.failed}</TableCell>
                <TableCell align="right">{wave.pending}</TableCell>
                <TableCell align="right">{wave.queued}</TableCell>
                <TableCell
                  align="right"
                  sx={{ color: over ? 'error.main' : undefined, fontWeight: over ? 600 : undefined }}
                >
                  {wave.done + wave.failed > 0 ? `${wave.failureRate} %` : '–'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
};
