import type { ReactNode } from 'react';
import { Skeleton } from '@mui/material';
import { useTranslate } from 'ra-core';
import { BarChart, usePreloadBarChart } from '../charts/BarChart';
import { DashboardCard, LoadError } from '../DashboardStates';
import { useFormats } from '../useFormats';
import { useTransactionsHourly } from './useTransactions';

/** The day's operations per UTC hour, with its own loading and error states. */
export const HourlyChart = ({ date, currency }: { date: string; currency: string | null }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const hourly = useTransactionsHourly(date);
  usePreloadBarChart();
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
