import { Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { fieldLabel } from '../views/labels';
import { ConsoleList } from '../views/reactAdminParts/list/ConsoleList';
import { listChrome } from '../views/reactAdminParts/list/listChrome';
import { useRowClick } from '../views/useRowClick';
import { useSchemaExporter } from '../views/useSchemaExporter';
import { tags } from './schema';
import { TagDeleteButton } from './TagDeleteButton';
import { TagResetButton } from './TagResetButton';
import { TagAssignButton } from './TagAssignButton';
import { schemaListQuery } from '../views/schemaListQuery';
import { ConsoleDataTable } from '../views/reactAdminParts/dataTable/ConsoleDataTable';

const TagToolbar = listChrome(() => import('./TagListChrome'));
const toolbar = <TagToolbar />;

/**
 * /Terminal/Tags: the entity's tags, with assignment, reset and delete (both typed-name confirmed)
 * for those who may write them; readers (TAGS_READ) see the list and each tag's page.
 */
const TagList = () => {
  const translate = useTranslate();
  const exporter = useSchemaExporter(tags);
  const rowClick = useRowClick(tags);
  const { canAccess: canWrite } = useCanAccess({ resource: tags.resource, action: 'edit' });
  return (
    <ConsoleList exporter={exporter} toolbar={toolbar} {...schemaListQuery(tags)}>
      <ConsoleDataTable rowClick={rowClick} bulkActionButtons={false}>
        <ConsoleDataTable.Col source="name" label={fieldLabel(tags.resource, 'name')} />
        <ConsoleDataTable.Col source="description" label={fieldLabel(tags.resource, 'description')} disableSort />
        {canWrite && (
          <ConsoleDataTable.Col label={translate('terminalOperations.tags.actions')}>
            <Stack direction="row" spacing={1}>
              <TagAssignButton />
              <TagResetButton />
              <TagDeleteButton />
            </Stack>
          </ConsoleDataTable.Col>
        )}
      </ConsoleDataTable>
    </ConsoleList>
  );
};

export default TagList;
