import { Create, SimpleForm } from 'ra-ui-materialui';
import { useMemo } from 'react';
import { FieldInput } from '../../views/FieldInput';
import { schemaResolver } from '../../views/schemaResolver';
import { apps } from '../schema';
import { AppDataInputs } from './AppDataInputs';

/** A new app: its data and sectors; versions and API keys follow on its edit page. */
const AppCreate = () => {
  const resolver = useMemo(() => schemaResolver(apps, 'create'), []);
  return (
    <Create redirect="edit" mutationMode="pessimistic">
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges>
        <AppDataInputs mode="create" />
        <FieldInput resource={apps.resource} path="economicSectorIds" field={apps.fields.economicSectorIds} />
      </SimpleForm>
    </Create>
  );
};

export default AppCreate;
