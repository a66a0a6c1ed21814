import { Create, SimpleForm } from 'ra-ui-materialui';
import { useMemo } from 'react';
import { schemaResolver } from '../../views/schemaResolver';
import { components } from '../schema';
import { ComponentDataInputs } from './ComponentDataInputs';

/** A new system component: its data; its versions follow on its edit page. */
const ComponentCreate = () => {
  const resolver = useMemo(() => schemaResolver(components, 'create'), []);
  return (
    <Create redirect="edit" mutationMode="pessimistic">
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges>
        <ComponentDataInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};

export default ComponentCreate;
