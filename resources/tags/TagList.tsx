import { Button, Stack } from '@mui/material';
import LabelIcon from '@mui/icons-material/Label';
import { useRecordContext, useTranslate } from 'ra-core';
import { CreateButton, DataTable, ExportButton, FilterButton, List, TopToolbar } from 'ra-ui-materialui';
import { Link } from 'react-router-dom';
import { filterInputs } from '../views/filterInputs';
import { fieldLabel } from '../views/labels';
import { tags } from './schema';
import { TagDeleteButton } from './TagDeleteButton';
import { TagResetButton } from './TagResetButton';

const AssignButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/Terminal/Tags/Assignment/${encodeURIComponent(String(record.name))}`}
      startIcon={<LabelIcon />}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('terminalOperations.tags.assign')}
    </Button>
  );
};

/** /Terminal/Tags: the entity's tags, with assignment, reset and delete (both typed-name confirmed). */
const TagList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={filterInputs(tags, () => false)}
      sort={tags.defaultSort}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label={fieldLabel(tags.resource, 'name')} />
        <DataTable.Col source="description" label={fieldLabel(tags.resource, 'description')} disableSort />
        <DataTable.Col label={translate('terminalOperations.tags.actions')}>
          <Stack direction="row" spacing={1}>
            <AssignButton />
            <TagResetButton />
            <TagDeleteButton />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

export default TagList;
