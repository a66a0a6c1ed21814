import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { useState } from 'react';
import type { CoverageView } from '../../../dataProviders/catalog/catalogMethods';
import { CoverageTable } from './CoverageTable';
import { COVERAGE_PAGE, useCoverage } from './useCoverage';

/**
 * Which terminals of the fleet run a component version and which of those it can reach lack it
 * (spec section 7: Component installed, missing), a page at a time.
 */
export const CoverageDialog = ({ version, onClose }: { version: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const [view, setView] = useState<CoverageView>('installed');
  const [pages, setPages] = useState({ installed: 1, missing: 1 });
  const versionId = Number(version.id);
  const installed = useCoverage(versionId, 'installed', pages.installed);
  const missing = useCoverage(versionId, 'missing', pages.missing);
  const current = view === 'installed' ? installed : missing;
  const name = String(version.versionName);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="coverage-title">
      <DialogTitle id="coverage-title">{translate('catalog.components.coverage', { version: name })}</DialogTitle>
      <DialogContent>
        <Tabs value={view} onChange={(_, next: CoverageView) => setView(next)}>
          <Tab
            value="installed"
            label={translate('catalog.components.installed', { count: installed.data?.total ?? '…' })}
          />
          <Tab value="missing" label={translate('catalog.components.missing', { count: missing.data?.total ?? '…' })} />
        </Tabs>
        <Box role="tabpanel" sx={{ pt: 1 }}>
          {current.data ? (
            <CoverageTable
              rows={current.data.data}
              total={current.data.total}
              page={pages[view]}
              perPage={COVERAGE_PAGE}
              onPage={(page) => setPages({ ...pages, [view]: page })}
              label={translate(`catalog.components.${view}`, { count: current.data.total })}
              empty={translate(
                view === 'installed' ? 'catalog.components.noneInstalled' : 'catalog.components.noneMissing',
              )}
            />
          ) : (
            <Loading />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('catalog.components.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
