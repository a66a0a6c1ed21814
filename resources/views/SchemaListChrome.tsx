import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { ResourceSchema } from '../core/resourceSchema';
import { filterInputs } from './filterInputs';
import { ListChromeToolbar } from './reactAdminParts/list/ListChromeToolbar';
import { useReadableResources } from './useReadableResources';

export interface SchemaListChromeProps {
  schema: ResourceSchema;
  /** A resource's own buttons beside the list's (the subsidies' JSON import and export). */
  extraActions?: ReactNode;
  /** Whether the list offers its CSV export (a list with a column of its own does not). */
  exportable?: boolean;
}

/** A schema list's filters and buttons, fetched once its first rows have painted. */
const SchemaListChrome = ({ schema, extraActions, exportable = true }: SchemaListChromeProps) => {
  const readable = useReadableResources();
  const abilities = useEntityAbilities();
  return (
    <ListChromeToolbar
      filters={filterInputs(schema, readable, abilities)}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsButton />
          {schema.operations.create && <CreateButton />}
          {exportable && <ExportButton />}
          {extraActions}
        </TopToolbar>
      }
    />
  );
};

export default SchemaListChrome;
