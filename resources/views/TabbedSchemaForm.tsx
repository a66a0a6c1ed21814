import { useMemo, type ReactNode } from 'react';
import { TabbedForm } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import { schemaResolver } from './schemaResolver';
import { SaveDeleteToolbar } from './SaveDeleteToolbar';

/**
 * A record's edit form in tabs (`TabbedForm.Tab` children), checked by its schema, saved with
 * 'Guardar' and deleted after a confirmation; leaving with unsaved changes asks first. Tabs whose
 * parts change on their own (versions, keys) sit beside the saved ones.
 */
export const TabbedSchemaForm = ({ schema, children }: { schema: ResourceSchema; children: ReactNode }) => {
  const resolver = useMemo(() => schemaResolver(schema, 'update'), [schema]);
  return (
    <TabbedForm
      resolver={resolver}
      warnWhenUnsavedChanges
      syncWithLocation={false}
      toolbar={<SaveDeleteToolbar canDelete />}
    >
      {children}
    </TabbedForm>
  );
};
