import type { ReactNode } from 'react';
import { useListContext } from 'ra-core';
import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'ra-ui-materialui';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { ResourceSchema } from '../core/resourceSchema';
import { filterInputs } from './filterInputs';
import { ColumnsChooserButton } from './reactAdminParts/dataTable/ColumnsChooserButton';
import { ListChromeToolbar } from './reactAdminParts/list/ListChromeToolbar';
import { useReadableResources } from './useReadableResources';

export interface SchemaListChromeProps {
  schema: ResourceSchema;
  /** A resource's own buttons beside the list's (the subsidies' JSON import and export). */
  extraActions?: ReactNode;
}

/** A schema list's filters and buttons, fetched once its first rows have painted. */
const SchemaListChrome = ({ schema, extraActions }: SchemaListChromeProps) => {
  // A list without an exporter (a list with a column of its own) offers no export.
  const { exporter } = useListContext();
  const readable = useReadableResources();
  const abilities = useEntityAbilities();
  return (
    <ListChromeToolbar
      filters={filterInputs(schema, readable, abilities)}
      actions={
        <TopToolbar>
          <FilterButton />
          <ColumnsChooserButton />
          {schema.operations.create && <CreateButton />}
          {exporter !== false && <ExportButton />}
          {extraActions}
        </TopToolbar>
      }
    />
  );
};

export default SchemaListChrome;
