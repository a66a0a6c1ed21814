import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CommerceDataProvider } from '../../../dataProviders/commerces/commerceMethods';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { useWarehouses } from './useWarehouses';
import { WarehouseSelect } from './WarehouseSelect';

interface Props {
  commerceId: number;
  terminalIds: number[];
  open: boolean;
  onClose(): void;
  onMoved(): void;
}

/** Puts the chosen terminals of the commerce in stock, in the warehouse chosen. */
export const MoveOutDialog = ({ commerceId, terminalIds, open, onClose, onMoved }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CommerceDataProvider>();
  const { warehouses } = useWarehouses();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const move = async () => {
    if (warehouseId == null) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.moveCommerceTerminalsOut({
        commerceId,
        terminalIds,
        warehouseId,
      });
      notify('commerceTerminals.movedOut', { type: 'success', messageArgs: { n: data.moved } });
      onMoved();
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate('commerceTerminals.moveOutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('commerceTerminals.moveOutText', { n: terminalIds.length })}
        </DialogContentText>
        <WarehouseSelect warehouses={warehouses} value={warehouseId} onChange={setWarehouseId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={move} disabled={warehouseId == null || saving}>
          {translate('commerceTerminals.moveOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
