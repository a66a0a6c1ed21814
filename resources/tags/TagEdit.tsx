import { useMemo } from 'react';
import { Box } from '@mui/material';
import { Edit, ListButton, SimpleForm, TopToolbar } from 'ra-ui-materialui';
import { FieldInput } from '../views/FieldInput';
import { formGrid } from '../views/SchemaForm';
import { schemaResolver } from '../views/schemaResolver';
import { tags } from './schema';
import { TagEditToolbar } from './TagEditToolbar';

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
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<TagEditToolbar />}>
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
