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
import { FieldInput } from '../../views/FieldInput';
import SchemaShow from '../../views/SchemaShow';
import { schemaResolver } from '../../views/schemaResolver';
import { apps } from '../schema';
import { AppApiKeysTab } from './AppApiKeysTab';
import { AppDataInputs } from './AppDataInputs';
import { AppVersionsTab } from '../versions/AppVersionsTab';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

const FormToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/**
 * App management (spec section 2): tabs for the app data, its versions, its API keys and its
 * economic sectors. Versions and keys change on their own (each action is its own call); the
 * data and sectors are saved with 'Guardar'. A reader sees the app read-only.
 */
const AppEdit = () => {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: apps.resource, action: 'edit' });
  const resolver = useMemo(() => schemaResolver(apps, 'update'), []);
  if (isPending) return <Loading />;
  if (!canAccess) return <SchemaShow schema={apps} />;
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false}>
      <TabbedForm resolver={resolver} warnWhenUnsavedChanges toolbar={<FormToolbar />} syncWithLocation={false}>
        <TabbedForm.Tab label={translate('market.app.tabs.data')}>
          <AppDataInputs mode="update" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={translate('market.app.tabs.versions')}>
          <AppVersionsTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={translate('market.app.tabs.apiKeys')}>
          <AppApiKeysTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={translate('market.app.tabs.economicSectors')}>
          <FieldInput resource={apps.resource} path="economicSectorIds" field={apps.fields.economicSectorIds} />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
};

export default AppEdit;
