import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Warehouse } from '../../warehouses/schema';

interface Props {
  warehouses: readonly Warehouse[];
  value: number | null;
  onChange(id: number | null): void;
  /** Offers 'every warehouse' as the empty choice. */
  allowAll?: boolean;
}

/** A warehouse of the entity. */
export const WarehouseSelect = ({ warehouses, value, onChange, allowAll }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 260 }}
      label={translate('resources.Terminal.fields.warehouseId')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {allowAll && <MenuItem value="">{translate('commerceTerminals.allWarehouses')}</MenuItem>}
      {warehouses.map((warehouse) => (
        <MenuItem key={warehouse.id} value={warehouse.id}>
          {warehouse.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
