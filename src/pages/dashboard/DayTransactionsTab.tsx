import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import { useTranslate } from 'ra-core';
import type { TransactionFigure, TransactionSummary } from '../../../dataProviders/transactionsMethods';
import { BarChart } from './BarChart';
import { DashboardCard, EmptyState, LoadError } from './DashboardStates';
import { useFormats } from './useFormats';
import { useTransactionSummary, useTransactionsHourly } from './useTransactions';

type Tone = 'success' | 'warning' | 'primary' | 'error';

interface FigureSpec {
  key: 'sales' | 'cancellations' | 'net' | 'refunds';
  tone: Tone;
  icon: ReactNode;
}

/** The four cards of the spec, in its order: sales, cancellations, net total, refunds. */
const figures: readonly FigureSpec[] = [
  { key: 'sales', tone: 'success', icon: <PointOfSaleOutlinedIcon /> },
  { key: 'cancellations', tone: 'warning', icon: <HighlightOffOutlinedIcon /> },
  { key: 'net', tone: 'primary', icon: <AccountBalanceWalletOutlinedIcon /> },
  { key: 'refunds', tone: 'error', icon: <ReplayOutlinedIcon /> },
];

const FigureCard = ({
  spec,
  figure,
  currency,
}: {
  spec: FigureSpec;
  figure: TransactionFigure;
  currency: string | null;
}) => {
  const translate = useTranslate();
  const formats = useFormats();
  const label = translate(`dashboard.day.${spec.key}`);
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '50%',
            color: theme.palette[spec.tone].main,
            bgcolor: alpha(theme.palette[spec.tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
          })}
        >
          {spec.icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            title={spec.key === 'net' ? translate('dashboard.day.netHint') : undefined}
          >
            {label}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            data-testid={`figure-${spec.key}`}
            sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}
          >
            {formats.money(figure.amount, currency)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid={`figure-${spec.key}-count`}>
            {translate('dashboard.day.operations', { smart_count: figure.count })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

const FigureSkeletons = () => (
  <Grid container spacing={2} data-testid="day-loading">
    {figures.map((spec) => (
      <Grid key={spec.key} size={{ xs: 12, sm: 6, lg: 3 }}>
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="circular" width={44} height={44} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="50%" />
              <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} width="80%" />
              <Skeleton width="40%" />
            </Box>
          </CardContent>
        </Card>
      </Grid>
    ))}
  </Grid>
);

const HourlyChart = ({ date, currency }: { date: string; currency: string | null }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const hourly = useTransactionsHourly(date);
  const title = translate('dashboard.day.hourlyTitle');
  let body: ReactNode;
  if (hourly.isError) body = <LoadError onRetry={() => void hourly.refetch()} />;
  else if (!hourly.data) body = <Skeleton variant="rounded" height={240} data-testid="hourly-loading" />;
  else {
    const data = hourly.data.map((bucket) => ({
      key: String(bucket.hour),
      label: formats.hour(bucket.hour),
      value: bucket.count,
      description: translate('dashboard.day.hourBar', {
        hour: translate('dashboard.day.hour', { hour: formats.hour(bucket.hour) }),
        smart_count: bucket.count,
        operations: formats.integer(bucket.count),
        amount: formats.money(bucket.amount, currency),
      }),
    }));
    body = (
      <BarChart
        title={title}
        description={translate('dashboard.day.hourlyDescription', {
          values: hourly.data
            .filter((bucket) => bucket.count > 0)
            .map((bucket) => `${formats.hour(bucket.hour)}: ${formats.integer(bucket.count)}`)
            .join(', '),
        })}
        data={data}
        height={240}
        labelEvery={2}
        formatValue={formats.integer}
      />
    );
  }
  return (
    <DashboardCard title={title} subheader={translate('dashboard.day.hourlySubtitle')}>
      {body}
    </DashboardCard>
  );
};

const DayFigures = ({ summary }: { summary: TransactionSummary }) => {
  const translate = useTranslate();
  const formats = useFormats();
  if (summary.date === null) {
    return (
      <EmptyState
        icon={<EventBusyOutlinedIcon />}
        title={translate('dashboard.day.emptyTitle')}
        body={translate('dashboard.day.noData')}
      />
    );
  }
  if (summary.operations === 0) {
    return (
      <Card variant="outlined">
        <EmptyState
          icon={<EventBusyOutlinedIcon />}
          title={translate('dashboard.day.emptyTitle')}
          body={translate('dashboard.day.emptyBody', { date: formats.day(summary.date) })}
        />
      </Card>
    );
  }
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {figures.map((spec) => (
          <Grid key={spec.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <FigureCard spec={spec} figure={summary[spec.key]} currency={summary.currency} />
          </Grid>
        ))}
      </Grid>
      <HourlyChart date={summary.date} currency={summary.currency} />
    </Stack>
  );
};

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
          <FigureSkeletons />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      )}
    </Stack>
  );
};
