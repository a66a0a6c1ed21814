import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useLocation, useNavigate, useTranslate } from 'ra-core';
import { lazy, Suspense } from 'react';
import { Loading } from 'ra-ui-materialui';
import type { ValidationMode } from '../../core/validation';
import { CommerceDataForm } from './CommerceDataForm';
import { isCommerceTab, type CommerceTab } from './commerceTabs';
import { useVisibleTabs } from './useVisibleTabs';

const panels = {
  parameters: lazy(() => import('../parameters/ParametersTab')),
  terminals: lazy(() => import('../terminals/TerminalsTab')),
  products: lazy(() => import('../products/ProductsTab')),
  qr: lazy(() => import('../qr/QrCodesTab')),
};

/**
 * The commerce screen: its data, then its parameters, terminals, products and QR codes, each
 * tab in the URL (`?tab=parameters`). The data form stays mounted while another tab shows, so
 * unsaved changes are not lost; the other tabs need a saved commerce.
 */
export const CommerceTabs = ({ mode }: { mode: ValidationMode }) => {
  const translate = useTranslate();
  const visible = useVisibleTabs();
  // ra-core's router hooks: the ones react-admin's own routes answer to.
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).get('tab');
  const current: CommerceTab = isCommerceTab(asked) && visible.includes(asked) && mode === 'update' ? asked : 'data';
  const choose = (tab: CommerceTab) => {
    const next = new URLSearchParams(location.search);
    if (tab === 'data') next.delete('tab');
    else next.set('tab', tab);
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  };
  const Panel = current === 'data' ? undefined : panels[current];
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_, tab: CommerceTab) => choose(tab)}
        variant="scrollable"
        aria-label={translate('commerceForm.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        {visible.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={translate(`commerceForm.tabs.${tab}`)}
            disabled={mode === 'create' && tab !== 'data'}
          />
        ))}
      </Tabs>
      {mode === 'create' && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {translate('commerceForm.tabs.saveFirst')}
        </Typography>
      )}
      <Box hidden={current !== 'data'}>
        <CommerceDataForm mode={mode} />
      </Box>
      {Panel && (
        <Box sx={{ p: 2 }} role="tabpanel" aria-label={translate(`commerceForm.tabs.${current}`)}>
          <Suspense fallback={<Loading />}>
            <Panel />
          </Suspense>
        </Box>
      )}
    </Box>
  );
};
