import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CommerceDataProvider } from '../../../dataProviders/commerces/commerceMethods';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { TerminalTable } from './TerminalTable';
import { useSelection } from './useSelection';
import { useWarehouses } from './useWarehouses';
import { WarehouseSelect } from './WarehouseSelect';

interface Props {
  commerceId: number;
  open: boolean;
  onClose(): void;
  onAdded(): void;
}

/** The entity's stock, by warehouse and serial; the chosen terminals join the commerce. */
export const AddFromWarehouseDialog = ({ commerceId, open, onClose, onAdded }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CommerceDataProvider>();
  const { warehouses, nameOf } = useWarehouses();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [saving, setSaving] = useState(false);
  const { selected, toggle, clear } = useSelection();
  const stock = useQuery({
    queryKey: ['warehouseTerminals', warehouseId, q],
    queryFn: async () => (await dataProvider.warehouseTerminals({ warehouseId, q })).data,
    enabled: open,
  });
  const add = async () => {
    setSaving(true);
    try {
      const { data } = await dataProvider.addCommerceTerminals({
        commerceId,
        terminalIds: [...selected],
      });
      notify('commerceTerminals.added', { type: 'success', messageArgs: { n: data.moved } });
      clear();
      onAdded();
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('commerceTerminals.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ my: 1 }}>
          <WarehouseSelect warehouses={warehouses} value={warehouseId} onChange={setWarehouseId} allowAll />
          <TextField
            size="small"
            label={translate('resources.Terminal.fields.serialNumber')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </Stack>
        {stock.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {stock.data && stock.data.length === 0 && (
          <Alert severity="info">{translate('commerceTerminals.noStock')}</Alert>
        )}
        {stock.data && stock.data.length > 0 && (
          <TerminalTable
            rows={stock.data}
            selected={selected}
            onToggle={toggle}
            label={translate('commerceTerminals.addTitle')}
            warehouseName={nameOf}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={add} disabled={selected.size === 0 || saving}>
          {translate('commerceTerminals.addSelected', { n: selected.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
