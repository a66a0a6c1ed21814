import {
  Box,
  Button,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useCanAccess, useCreatePath, useGetList, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { operations, type Operation } from '../../operations/schema';
import { BarChart, usePreloadBarChart } from '../charts/BarChart';
import { DashboardCard, EmptyState, LoadError } from '../DashboardStates';
import { useFormats } from '../useFormats';
import { MONTHS, useTransactionSummary, useTransactionsMonthly } from './useTransactions';
import { LATEST_OPERATIONS } from './homeFirstData';

const MonthlyOperations = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const monthly = useTransactionsMonthly(MONTHS);
  usePreloadBarChart();
  // The currency of the entity's figures (the same cached call as the day's tab).
  const currency = useTransactionSummary(undefined).data?.currency ?? null;
  const title = translate('dashboard.monthly.title');

  let body;
  if (monthly.isError) body = <LoadError onRetry={() => void monthly.refetch()} />;
  else if (!monthly.data) body = <Skeleton variant="rounded" height={240} data-testid="monthly-loading" />;
  else if (monthly.data.every((bucket) => bucket.count === 0)) {
    body = <EmptyState icon={<InsertChartOutlinedIcon />} body={translate('dashboard.monthly.empty')} />;
  } else {
    body = (
      <BarChart
        title={title}
        description={translate('dashboard.monthly.chartDescription', {
          values: monthly.data
            .map((bucket) => `${formats.longMonth(bucket.month)}: ${formats.integer(bucket.count)}`)
            .join(', '),
        })}
        data={monthly.data.map((bucket) => ({
          key: bucket.month,
          label: formats.shortMonth(bucket.month),
          value: bucket.count,
          description: translate('dashboard.monthly.bar', {
            label: formats.longMonth(bucket.month),
            smart_count: bucket.count,
            operations: formats.integer(bucket.count),
            amount: formats.money(bucket.amount, currency),
          }),
        }))}
        height={260}
        showValues
        formatValue={formats.integer}
      />
    );
  }
  return (
    <DashboardCard title={title} subheader={translate('dashboard.monthly.subtitle', { months: MONTHS })}>
      {body}
    </DashboardCard>
  );
};

/** The entity's newest operations, for users who may read them. */
const LatestOperations = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const createPath = useCreatePath();
  const { data, isPending, error, refetch } = useGetList<Operation>(operations.resource, LATEST_OPERATIONS);
  const choice = (field: string, value: string | undefined) =>
    value ? translate(`resources.${operations.resource}.choices.${field}.${value}`, { _: value }) : '';

  let body;
  if (error) body = <LoadError onRetry={() => void refetch()} />;
  else if (isPending) {
    body = (
      <Stack spacing={1.5} data-testid="latest-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  } else if (!data?.length)
    body = <EmptyState icon={<ReceiptLongOutlinedIcon />} body={translate('dashboard.latest.empty')} />;
  else {
    body = (
      <List dense disablePadding aria-label={translate('dashboard.latest.title')}>
        {data.map((operation) => (
          <ListItem key={operation.id} disablePadding>
            <ListItemButton
              component={Link}
              to={createPath({ resource: operations.resource, type: 'show', id: operation.id })}
              sx={{ borderRadius: 1, px: 1 }}
            >
              <ListItemText
                primary={choice('type', operation.type)}
                secondary={[
                  formats.dateTime(String(operation.date)),
                  choice('cardBrand', operation.cardBrand ?? undefined),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }}
              />
              <Typography
                variant="body2"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  ml: 2,
                  color: operation.type === 'SALE' ? 'text.primary' : 'text.secondary',
                }}
              >
                {formats.money(Number(operation.amount), operation.currency)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <DashboardCard
      title={translate('dashboard.latest.title')}
      action={
        <Button component={Link} to={createPath({ resource: operations.resource, type: 'list' })} size="small">
          {translate('dashboard.latest.viewAll')}
        </Button>
      }
    >
      {body}
    </DashboardCard>
  );
};

/** Monthly operations and, for users who may read operations, the newest ones. */
export const OperationsTab = () => {
  const { canAccess } = useCanAccess({ resource: operations.resource, action: 'list' });
  return (
    <Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: canAccess ? 7 : 12 }}>
          <MonthlyOperations />
        </Grid>
        {canAccess && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <LatestOperations />
          </Grid>
        )}
      </Grid>
    </Box>
  );
};
