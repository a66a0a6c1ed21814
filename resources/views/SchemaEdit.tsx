import { Edit, ShowButton, TopToolbar, ListButton } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { SchemaForm } from './SchemaForm';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Pessimistic, so a code the server refuses with reaches the form's fields. */
const SchemaEdit = ({ schema }: { schema: ResourceSchema }) => (
  <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
    <SchemaForm schema={schema} mode="update" />
  </Edit>
);

export default SchemaEdit;
