import { useCanAccess } from 'ra-core';
import { Edit, Loading, ShowButton, TopToolbar, ListButton } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { SchemaForm, type FormSection } from './SchemaForm';
import type { FormCheck } from './schemaResolver';
import SchemaShow from './SchemaShow';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/**
 * Pessimistic, so a code the server refuses with reaches the form's fields. A reader who may
 * open the edit page (its rule's `editPage: 'read'`) but not change the record sees it read-only.
 */
interface Props {
  schema: ResourceSchema;
  check?: FormCheck;
  sections?: readonly FormSection[];
}

const SchemaEdit = ({ schema, check, sections }: Props) => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: schema.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canEdit) return <SchemaShow schema={schema} />;
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
      <SchemaForm schema={schema} mode="update" check={check} sections={sections} />
    </Edit>
  );
};

export default SchemaEdit;
