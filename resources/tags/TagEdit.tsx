import { useMemo } from 'react';
import { Box } from '@mui/material';
import { Edit, ListButton, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'ra-ui-materialui';
import { FieldInput } from '../views/FieldInput';
import { formGrid } from '../views/SchemaForm';
import { schemaResolver } from '../views/schemaResolver';
import { tags } from './schema';
import { TagDeleteButton } from './TagDeleteButton';

const TagToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <TagDeleteButton redirectTo={`/${tags.resource}`} />
  </Toolbar>
);

/** A tag's edit form; deleting it asks for its name, as in the list. */
const TagEdit = () => {
  const resolver = useMemo(() => schemaResolver(tags, 'update'), []);
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<TagToolbar />}>
        <Box sx={formGrid}>
          {Object.entries(tags.fields).map(([name, field]) => (
            <FieldInput key={name} resource={tags.resource} path={name} field={field} mode="update" />
          ))}
        </Box>
      </SimpleForm>
    </Edit>
  );
};

export default TagEdit;
