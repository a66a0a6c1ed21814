import { Card, Grid, Stack } from '@mui/material';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { useTranslate } from 'ra-core';
import type { TransactionSummary } from '../../../dataProviders/transactions/transactionsMethods';
import { HourlyChart } from './HourlyChart';
import { DayFigureCard, dayFigures } from './DayFigureCard';
import { EmptyState } from '../DashboardStates';
import { useFormats } from '../useFormats';

/** The four figures of the day and its hourly chart. */
export const DayFigures = ({ summary }: { summary: TransactionSummary }) => {
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
        {dayFigures.map((spec) => (
          <Grid key={spec.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <DayFigureCard spec={spec} figure={summary[spec.key]} currency={summary.currency} />
          </Grid>
        ))}
      </Grid>
      <HourlyChart date={summary.date} currency={summary.currency} />
    </Stack>
  );
};
