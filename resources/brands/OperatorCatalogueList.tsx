import { useCanAccess } from 'ra-core';
import type { ResourceSchema } from '../core/resourceSchema';
import SchemaList from '../views/SchemaList';

interface Props {
  schema: ResourceSchema;
}

/**
 * The list of brands or models: every entity reads them, only the operator writes them (the
 * route rule's entity limit). Without write access the create and bulk delete buttons hide
 * themselves (they ask `canAccess`), and a row opens the record's page instead of its edit form.
 */
const OperatorCatalogueList = ({ schema }: Props) => {
  const { canAccess: canEdit } = useCanAccess({ resource: schema.resource, action: 'edit' });
  return <SchemaList schema={schema} rowClick={canEdit ? 'edit' : 'show'} />;
};

export default OperatorCatalogueList;
