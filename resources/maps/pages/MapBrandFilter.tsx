import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { brands } from '../../brands/schema';
import type { MapFilterProps } from './mapFilter';

/** The map's brand filter: any brand, or one of the terminal brands. */
export const MapBrandFilter = ({ filter, onChange }: MapFilterProps) => {
  const translate = useTranslate();
  const { data: brandList = [] } = useGetList(brands.resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate('maps.filters.brand')}
      value={filter.brandId ?? ''}
      onChange={(event) =>
        onChange({ ...filter, brandId: event.target.value === '' ? undefined : Number(event.target.value) })
      }
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('maps.filters.anyBrand')}</MenuItem>
      {brandList.map((brand) => (
        <MenuItem key={brand.id} value={brand.id}>
          {String(brand.name)}
        </MenuItem>
      ))}
    </TextField>
  );
};
