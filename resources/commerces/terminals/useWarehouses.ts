import { useGetList } from 'ra-core';
import { useCallback } from 'react';
import { warehouses, type Warehouse } from '../../warehouses/schema';

/** The entity's warehouses (few: one per main city), and a warehouse's name by id. */
export const useWarehouses = () => {
  const { data = [], isPending } = useGetList<Warehouse>(warehouses.resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const nameOf = useCallback(
    (id: number | null) => (id == null ? '—' : (data.find((warehouse) => warehouse.id === id)?.name ?? `#${id}`)),
    [data],
  );
  return { warehouses: data, isPending, nameOf };
};
