import { Box } from '@mui/material';
import { required } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { brands } from '../../../brands/schema';
import { groups } from '../../../groups/schema';
import { models } from '../../../models/schema';
import { profiles } from '../../../profiles/schema';
import { formGrid } from '../../../views/SchemaForm';
import { fieldLabel } from '../../../views/labels';
import { terminals } from '../../schema';

const searchQuery = (q: string) => ({ q });
const byName = { field: 'name', order: 'ASC' as const };

/** The group (which gives the commerce), brand, model of that brand and optional profile. */
export const GroupTerminalInputs = () => {
  const brandId = useWatch({ name: 'brandId' }) as unknown;
  const label = (field: string) => fieldLabel(terminals.resource, field);
  return (
    <Box sx={formGrid}>
      <ReferenceInput source="groupId" reference={groups.resource} sort={byName}>
        <AutocompleteInput
          label={label('groupId')}
          optionText="name"
          filterToQuery={searchQuery}
          validate={required()}
        />
      </ReferenceInput>
      <ReferenceInput source="brandId" reference={brands.resource} sort={byName}>
        <AutocompleteInput
          label={label('brandId')}
          optionText="name"
          filterToQuery={searchQuery}
          validate={required()}
        />
      </ReferenceInput>
      <ReferenceInput source="modelId" reference={models.resource} sort={byName} filter={brandId ? { brandId } : {}}>
        <AutocompleteInput
          label={label('modelId')}
          optionText="name"
          filterToQuery={searchQuery}
          validate={required()}
        />
      </ReferenceInput>
      <ReferenceInput source="profileId" reference={profiles.resource} sort={byName}>
        <AutocompleteInput label={label('profileId')} optionText="name" filterToQuery={searchQuery} />
      </ReferenceInput>
    </Box>
  );
};
