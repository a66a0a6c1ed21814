import { useCanAccess, useTranslate } from 'ra-core';
import {
  DeleteButton,
  Edit,
  ListButton,
  Loading,
  SaveButton,
  ShowButton,
  TabbedForm,
  Toolbar,
  TopToolbar,
} from 'ra-ui-materialui';
import { useMemo } from 'react';
import SchemaShow from '../../views/SchemaShow';
import { schemaResolver } from '../../views/schemaResolver';
import { components } from '../schema';
import { ComponentVersionsTab } from '../versions/ComponentVersionsTab';
import { ComponentDataInputs } from './ComponentDataInputs';

/**
 * A system component (spec section 2, /component/edit): its data, saved with 'Guardar', and its
 * versions, each made of an uploaded binary, with its allowed terminals, its installed and
 * missing terminals and its install. A reader sees the component read-only.
 */
const ComponentEdit = () => {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: components.resource, action: 'edit' });
  const resolver = useMemo(() => schemaResolver(components, 'update'), []);
  if (isPending) return <Loading />;
  if (!canAccess) return <SchemaShow schema={components} />;
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton />
          <ShowButton />
        </TopToolbar>
      }
    >
      <TabbedForm
        resolver={resolver}
        warnWhenUnsavedChanges
        syncWithLocation={false}
        toolbar={
          <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label={translate('catalog.components.tabs.data')}>
          <ComponentDataInputs mode="update" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={translate('catalog.components.tabs.versions')}>
          <ComponentVersionsTab />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
};

export default ComponentEdit;
