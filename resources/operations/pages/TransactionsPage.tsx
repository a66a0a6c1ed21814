import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { TransactionsDataProvider } from '../../../dataProviders/transactions/transactionsMethods';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { operations } from '../schema';

const FIGURES = ['sales', 'cancellations', 'refunds', 'net'] as const;

/** The day's transactions (sales, cancellations, refunds, net), a day at a time, with a link to its operations. */
export const TransactionsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const provider = useDataProvider<TransactionsDataProvider>();
  const [day, setDay] = useState('');
  const { data, isError } = useQuery({
    queryKey: ['operations', 'summary', day],
    queryFn: async () => (await provider.transactionSummary(day ? { date: day } : {})).data,
  });
  const shown = data?.date ?? '';
  const filter = JSON.stringify({ date_gte: shown, date_lte: shown });
  return (
    <OperationCard title={translate('operationPages.menu.transactions')}>
      <Stack spacing={2}>
        <TextField
          type="date"
          label={translate('operationPages.transactions.day')}
          value={day || shown}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
        {isError && <Alert severity="error">{translate('errors.generic.oops')}</Alert>}
        {data && (
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap role="list">
            {FIGURES.map((name) => (
              <Stack
                key={name}
                role="listitem"
                sx={{ minWidth: 180, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Typography color="text.secondary">{translate(`operationPages.totals.${name}`)}</Typography>
                <Typography variant="h5" component="p">
                  {data[name].amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                </Typography>
                <Typography variant="body2">
                  {translate('operationPages.totals.operations', { smart_count: data[name].count })}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
        {shown && (
          <div>
            <Button component={Link} to={`/${operations.resource}?filter=${encodeURIComponent(filter)}`}>
              {translate('operationPages.transactions.seeOperations')}
            </Button>
          </div>
        )}
      </Stack>
    </OperationCard>
  );
};
