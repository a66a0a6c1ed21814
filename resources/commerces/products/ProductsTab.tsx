import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useCanAccess, useGetList, useRecordContext, useTranslate } from 'ra-core';
import { commerceProducts, type CommerceProduct } from '../../commerceProducts/schema';
import type { Commerce } from '../schema';
import { ProductAddForm } from './ProductAddForm';
import { ProductTable } from './ProductTable';

/** The commerce's products (entities 9 and 3 only: the tab is not offered elsewhere). */
const ProductsTab = () => {
  const translate = useTranslate();
  const record = useRecordContext<Commerce>();
  const commerceId = Number(record?.id);
  const { canAccess: canWrite = false } = useCanAccess({ resource: commerceProducts.resource, action: 'create' });
  const { data, isPending, refetch } = useGetList<CommerceProduct>(commerceProducts.resource, {
    filter: { commerceId },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Stack spacing={2}>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {data && data.length === 0 && <Alert severity="info">{translate('commerceProducts.none')}</Alert>}
      {data && data.length > 0 && <ProductTable products={data} canWrite={canWrite} />}
      {canWrite && (
        <>
          <Typography variant="subtitle1">{translate('commerceProducts.addTitle')}</Typography>
          <ProductAddForm commerceId={commerceId} onAdded={() => void refetch()} />
        </>
      )}
    </Stack>
  );
};

export default ProductsTab;
