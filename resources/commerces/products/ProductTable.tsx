import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'ra-core';
import { commerceProducts, type CommerceProduct } from '../../commerceProducts/schema';
import { fieldLabel } from '../../views/labels';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';

const resource = commerceProducts.resource;
const columns = ['code', 'name', 'price', 'active'] as const;

/** The commerce's products, each removable. */
export const ProductTable = ({ products, canWrite }: { products: readonly CommerceProduct[]; canWrite: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const removeOne = (product: CommerceProduct) =>
    remove(
      resource,
      { id: product.id, previousData: product },
      { mutationMode: 'pessimistic', onError: (error) => notify(errorKeyOf(error), { type: 'warning' }) },
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('commerceForm.tabs.products')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(fieldLabel(resource, column))}</TableCell>
            ))}
            {canWrite && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id}>
              <TableCell>{product.code}</TableCell>
              <TableCell>{product.name}</TableCell>
              <TableCell>{product.price.toFixed(2)}</TableCell>
              <TableCell>{translate(product.active ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
              {canWrite && (
                <TableCell align="right">
                  <IconButton
                    aria-label={`${translate('ra.action.delete')} ${product.name}`}
                    onClick={() => removeOne(product)}
                    disabled={isPending}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
