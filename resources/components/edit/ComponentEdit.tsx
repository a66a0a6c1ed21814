import { useTranslate } from 'ra-core';
import { TabbedForm } from 'ra-ui-materialui';
import { EditOrShow } from '../../views/EditOrShow';
import { TabbedSchemaForm } from '../../views/TabbedSchemaForm';
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
  return (
    <EditOrShow schema={components} redirect={false}>
      <TabbedSchemaForm schema={components}>
        <TabbedForm.Tab label={translate('catalog.components.tabs.data')}>
          <ComponentDataInputs mode="update" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={translate('catalog.components.tabs.versions')}>
          <ComponentVersionsTab />
        </TabbedForm.Tab>
      </TabbedSchemaForm>
    </EditOrShow>
  );
};

export default ComponentEdit;
