import { useMemo } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SimpleForm } from 'ra-ui-materialui';
import type { ValidationMode } from '../core/validation';
import { FieldInput } from '../views/FieldInput';
import { formGrid } from '../views/SchemaForm';
import { PasswordFields } from './PasswordFields';
import { users } from './schema';
import { useCurrentEntityName } from './useCurrentEntityName';
import { userResolver } from './userResolver';
import { UserStatusInput } from './UserStatusInput';
import { UserStatusPanel } from './UserStatusPanel';
import { SaveDeleteToolbar } from '../views/SaveDeleteToolbar';

const fieldsBeforeStatus = ['userName', 'firstName', 'lastName', 'email', 'roleId'] as const;

/** A user of the signed-in entity: identity, role, status, cookie validity and the password pair. */
export const UserForm = ({ mode }: { mode: ValidationMode }) => {
  const translate = useTranslate();
  const entityName = useCurrentEntityName();
  const resolver = useMemo(() => userResolver(mode), [mode]);
  const input = (name: keyof typeof users.fields) => (
    <FieldInput key={name} resource={users.resource} path={name} field={users.fields[name]} mode={mode} />
  );
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={mode === 'update'} />}
    >
      <Box sx={formGrid}>
        {mode === 'update' && <UserStatusPanel />}
        {fieldsBeforeStatus.map(input)}
        <TextField
          label={translate('settings.users.entity')}
          value={entityName}
          variant="filled"
          size="small"
          margin="dense"
          slotProps={{ input: { readOnly: true } }}
          helperText={translate('settings.users.entityHelp')}
        />
        <UserStatusInput />
        {input('cookieExpirationDays')}
        <PasswordFields creating={mode === 'create'} />
      </Box>
    </SimpleForm>
  );
};
