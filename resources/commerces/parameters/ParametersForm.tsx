import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AutocompleteInput, BooleanInput, ReferenceInput, SaveButton, SimpleForm, Toolbar } from 'ra-ui-materialui';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { commerceParameters, parameterValueFields } from '../../commerceParameters/schema';
import type { ValidationMode } from '../../core/validation';
import { groups } from '../../groups/schema';
import { FieldInput } from '../../views/FieldInput';
import { formGrid } from '../../views/SchemaForm';
import { fieldLabel } from '../../views/labels';
import { GroupValues } from './GroupValues';
import { parametersResolver } from './parametersResolver';
import { ResetToGroupButton } from './ResetToGroupButton';
import { useGroupParameters } from './useGroupParameters';

const resource = commerceParameters.resource;

/** Own values, or the group's read-only while the commerce inherits them. */
const ValueInputs = () => {
  const translate = useTranslate();
  const inherit = useWatch({ name: 'inheritFromGroup' }) as boolean;
  const sourceGroupId = useWatch({ name: 'sourceGroupId' }) as number | null | undefined;
  const { group } = useGroupParameters(inherit ? sourceGroupId : null);
  if (inherit) {
    return (
      <Stack spacing={1}>
        <Alert severity="info">{translate('commerceParams.inheriting')}</Alert>
        <GroupValues group={group} />
      </Stack>
    );
  }
  return (
    <Box sx={formGrid}>
      {parameterValueFields.map((name) => (
        <FieldInput key={name} resource={resource} path={name} field={commerceParameters.fields[name]} />
      ))}
    </Box>
  );
};

const ParametersToolbar = () => (
  <Toolbar sx={{ display: 'flex', gap: 2 }}>
    <SaveButton />
    <ResetToGroupButton />
  </Toolbar>
);

/** The commerce's parameter collection: the group it inherits from, whether it does, its own values. */
export const ParametersForm = ({ mode, commerceId }: { mode: ValidationMode; commerceId: number }) => {
  const translate = useTranslate();
  const resolver = useMemo(() => parametersResolver(mode), [mode]);
  const groupFilter = useMemo(() => ({ commerceId }), [commerceId]);
  return (
    <SimpleForm resolver={resolver} toolbar={<ParametersToolbar />} warnWhenUnsavedChanges>
      <Box sx={formGrid}>
        <ReferenceInput source="sourceGroupId" reference={groups.resource} filter={groupFilter}>
          <AutocompleteInput
            label={fieldLabel(resource, 'sourceGroupId')}
            optionText={groups.label}
            filterToQuery={(q: string) => ({ q })}
            helperText={translate('commerceParams.sourceGroupHelp')}
          />
        </ReferenceInput>
        <BooleanInput source="inheritFromGroup" label={fieldLabel(resource, 'inheritFromGroup')} />
      </Box>
      <ValueInputs />
    </SimpleForm>
  );
};
