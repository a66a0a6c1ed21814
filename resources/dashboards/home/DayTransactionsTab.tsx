import { useState } from 'react';
import { Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadError } from '../DashboardStates';
import { useFormats } from '../useFormats';
import { useTransactionSummary } from './useTransactions';
import { DayFigureSkeletons } from './DayFigureSkeletons';
import { DayFigures } from './DayFigures';

/**
 * The transactions of one day (spec: sales, cancellations, net total, refunds) and their hours.
 * It opens on the newest day with operations, as the world of the services is dated by itself;
 * any other day can be picked.
 */
export const DayTransactionsTab = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const [asked, setAsked] = useState<string | undefined>();
  const summary = useTransactionSummary(asked);
  const shown = summary.data?.date ?? null;
  const latest = summary.data?.latestDate ?? null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          size="small"
          label={translate('dashboard.day.date')}
          value={asked ?? shown ?? ''}
          onChange={(event) => setAsked(event.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latest ?? undefined } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {shown && (
            <Typography variant="subtitle1" component="h2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
              {formats.day(shown)}
            </Typography>
          )}
          {!asked && shown && (
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.day.latestHint')}
            </Typography>
          )}
        </Box>
        {asked && latest && asked !== latest && (
          <Button size="small" onClick={() => setAsked(undefined)}>
            {translate('dashboard.day.showLatest')}
          </Button>
        )}
      </Stack>
      {summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : summary.data ? (
        <DayFigures summary={summary.data} />
      ) : (
        <Stack spacing={2}>
          <DayFigureSkeletons />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      )}
    </Stack>
  );
};
