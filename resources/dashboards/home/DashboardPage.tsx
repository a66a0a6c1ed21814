import { useId, useState } from 'react';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import { useSession } from '../../../authProvider/SessionContext';
import { OperationsTab } from './OperationsTab';
import { firstScreenPage } from '../../views/lazyView';

/** The day's transactions (with a date field) come when their tab is chosen or approached. */
const DayTransactionsTab = firstScreenPage(() => import('./DayTransactionsTab'), 'DayTransactionsTab');

type DashboardTab = 'operations' | 'day';
const tabs: readonly DashboardTab[] = ['operations', 'day'];

/**
 * The home page (spec section 2): a tab for operations (monthly counts, the newest operations)
 * and one for the transactions of the day (sales, cancellations, net total, refunds).
 */
export const DashboardPage = () => {
  const translate = useTranslate();
  const id = useId();
  const session = useSession();
  const [tab, setTab] = useState<DashboardTab>('operations');
  const entityId = Number(session.entityId());
  const entity = session.entities().find((candidate) => candidate.Id === entityId);

  return (
    <Box sx={{ py: 2 }}>
      <ScreenTitle title={translate('dashboard.title')} />
      <Stack spacing={0.5} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('dashboard.title')}
        </Typography>
        {entity && (
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.entity', { name: entity.Name })}
          </Typography>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: DashboardTab) => setTab(next)}
        aria-label={translate('dashboard.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        onPointerEnter={() => void DayTransactionsTab.preload()}
        onFocus={() => void DayTransactionsTab.preload()}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={translate(`dashboard.tabs.${value}`)}
            id={`${id}-${value}-tab`}
            aria-controls={`${id}-${value}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'operations' ? <OperationsTab /> : <DayTransactionsTab />}
      </Box>
    </Box>
  );
};
