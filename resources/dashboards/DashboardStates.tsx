import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A titled dashboard card. */
export const DashboardCard = ({
  title,
  subheader,
  action,
  children,
}: {
  title: string;
  subheader?: string;
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 }, subheader: { variant: 'body2' } }}
      sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
    />
    <CardContent>{children}</CardContent>
  </Card>
);

/** Nothing to show: an icon, a title and a sentence. */
export const EmptyState = ({ icon, title, body }: { icon: ReactNode; title?: string; body: string }) => (
  <Box
    role="status"
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: 1,
      py: 5,
      px: 2,
      color: 'text.secondary',
      '& svg': { fontSize: 48, opacity: 0.6 },
    }}
  >
    {icon}
    {title && (
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
    )}
    <Typography variant="body2">{body}</Typography>
  </Box>
);

/** A failed load, with a retry. */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('dashboard.retry')}
        </Button>
      }
    >
      {translate('dashboard.error')}
    </Alert>
  );
};
