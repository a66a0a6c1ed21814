import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import { useTranslate } from 'ra-core';
import type { TransactionFigure } from '../../../dataProviders/transactions/transactionsMethods';
import { useFormats } from '../useFormats';

export type Tone = 'success' | 'warning' | 'primary' | 'error';

export interface FigureSpec {
  key: 'sales' | 'cancellations' | 'net' | 'refunds';
  tone: Tone;
  icon: ReactNode;
}

/** The four cards of the spec, in its order: sales, cancellations, net total, refunds. */
export const dayFigures: readonly FigureSpec[] = [
  { key: 'sales', tone: 'success', icon: <PointOfSaleOutlinedIcon /> },
  { key: 'cancellations', tone: 'warning', icon: <HighlightOffOutlinedIcon /> },
  { key: 'net', tone: 'primary', icon: <AccountBalanceWalletOutlinedIcon /> },
  { key: 'refunds', tone: 'error', icon: <ReplayOutlinedIcon /> },
];

/** One figure of the day (amount and operations), coloured by its kind. */
export const DayFigureCard = ({
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
