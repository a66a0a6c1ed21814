import { Box } from '@mui/material';
import { CreateBase, useNotify } from 'ra-core';
import { SaveButton, SimpleForm, Toolbar } from 'ra-ui-materialui';
import { useMemo, useState } from 'react';
import { commerceProducts } from '../../commerceProducts/schema';
import { FieldInput } from '../../views/FieldInput';
import { formGrid } from '../../views/SchemaForm';
import { schemaResolver } from '../../views/schemaResolver';

const resource = commerceProducts.resource;
const inputs = ['code', 'name', 'price', 'active'] as const;

/** A new product of the commerce; the form empties after each one. */
export const ProductAddForm = ({ commerceId, onAdded }: { commerceId: number; onAdded(): void }) => {
  const notify = useNotify();
  const [round, setRound] = useState(0);
  const resolver = useMemo(() => schemaResolver(commerceProducts, 'create'), []);
  return (
    <CreateBase
      key={round}
      resource={resource}
      record={{ commerceId, active: true }}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('commerceProducts.added', { type: 'success' });
          setRound((n) => n + 1);
          onAdded();
        },
      }}
    >
      <SimpleForm
        resolver={resolver}
        toolbar={
          <Toolbar>
            <SaveButton label="commerceProducts.add" />
          </Toolbar>
        }
      >
        <Box sx={formGrid}>
          {inputs.map((name) => (
            <FieldInput
              key={name}
              resource={resource}
              path={name}
              field={commerceProducts.fields[name]}
              mode="create"
            />
          ))}
        </Box>
      </SimpleForm>
    </CreateBase>
  );
};
