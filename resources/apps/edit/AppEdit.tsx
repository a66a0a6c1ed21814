import { useTranslate } from 'ra-core';
import { TabbedForm } from 'ra-ui-materialui';
import { EditOrShow } from '../../views/EditOrShow';
import { FieldInput } from '../../views/FieldInput';
import { TabbedSchemaForm } from '../../views/TabbedSchemaForm';
import { apps } from '../schema';
import { AppApiKeysTab } from './AppApiKeysTab';
import { AppDataInputs } from './AppDataInputs';
import { AppVersionsTab } from '../versions/AppVersionsTab';

/**
 * App management (spec section 2): tabs for the app data, its versions, its API keys and its
 * economic sectors. Versions and keys change on their own (each action is its own call); the
 * data and sectors are saved with 'Guardar'. A reader sees the app read-only.
 */
const AppEdit = () => {
  const translate = useTranslate();
  return (
    <EditOrShow schema={apps} redirect={false}>
      <TabbedSchemaForm schema={apps}>
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
      </TabbedSchemaForm>
    </EditOrShow>
  );
};

export default AppEdit;
