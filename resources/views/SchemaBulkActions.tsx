import { BulkDeleteButton, BulkExportButton } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';

interface Props {
  schema: ResourceSchema;
}

/** A schema list's bulk actions: the selection's export, and its deletion where the schema allows it. */
export const SchemaBulkActions = ({ schema }: Props) => (
  <>
    <BulkExportButton />
    {schema.operations.delete && <BulkDeleteButton mutationMode="pessimistic" />}
  </>
);
