import { Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocale, useTranslate } from 'ra-core';
import type { OperationTotalsDataProvider } from '../../../dataProviders/operations/totalsMethods';
import type { OperationFigure } from '../totals';

const FIGURES = ['sales', 'cancellations', 'refunds', 'net', 'void'] as const;

/** The totals of the operations the list's filter finds (every page, not only the one shown). */
export const OperationTotalsPanel = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const provider = useDataProvider<OperationTotalsDataProvider>();
  const { filterValues } = useListContext();
  const { data } = useQuery({
    queryKey: ['operations', 'totals', filterValues],
    queryFn: async () => (await provider.operationTotals({ filter: filterValues })).data,
  });
  const amount = (figure: OperationFigure) =>
    figure.amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Card
      component="aside"
      aria-labelledby="operation-totals-title"
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 8 }, minWidth: 240, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <Typography id="operation-totals-title" variant="h6" component="h2">
          {translate('operationPages.totals.title')}
        </Typography>
        {!data ? (
          <Skeleton variant="rectangular" height={180} />
        ) : (
          <Stack spacing={1} divider={<Divider flexItem />}>
            <Typography>{translate('operationPages.totals.operations', { smart_count: data.operations })}</Typography>
            {FIGURES.map((name) => (
              <Stack key={name} direction="row" justifyContent="space-between" spacing={2}>
                <Typography color="text.secondary">
                  {translate(`operationPages.totals.${name}`)} ({data[name].count})
                </Typography>
                <Typography fontWeight={name === 'net' ? 700 : 400} data-figure={name}>
                  {amount(data[name])}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
