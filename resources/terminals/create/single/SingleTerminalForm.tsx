import { Box } from '@mui/material';
import { HttpError, useNotify, useSaveContext, type RaRecord } from 'ra-core';
import { SaveButton, SimpleForm, Toolbar } from 'ra-ui-materialui';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldMap } from '../../../core/fields';
import { FieldInput } from '../../../views/FieldInput';
import { formGrid } from '../../../views/SchemaForm';
import { schemaResolver } from '../../../views/schemaResolver';
import { problemKeys } from '../csv/importFormat';
import { terminals } from '../../schema';
import { CommerceGroupInput } from './CommerceGroupInput';
import { fieldMessage } from './fieldMessages';
import { useCommerceGroups } from './useCommerceGroups';

const hasFieldErrors = (error: unknown) =>
  error instanceof HttpError && Boolean((error.body as { errors?: unknown })?.errors);
const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'ra.notification.http_error';

const writable = Object.entries(terminals.fields as FieldMap).filter(([, field]) => !field.readOnly);

/**
 * The single-entry form: the terminal's writable fields, validated with its schema (TM-0001,
 * TM-0006 as translated field messages). Before saving it checks the spec's group rule and does
 * not send when the commerce has no group; the server's TM-0008 and TM-0010 land on the serial.
 */
export const SingleTerminalForm = () => {
  const resolver = useMemo(() => schemaResolver(terminals, 'create'), []);
  const { save } = useSaveContext();
  const notify = useNotify();
  const { hasGroup } = useCommerceGroups(undefined);

  const submit = async (values: FieldValues) => {
    if (!(await hasGroup(values.commerceId))) {
      return { commerceId: fieldMessage(problemKeys.commerceWithoutGroup) };
    }
    return save?.(values as Partial<RaRecord>, {
      onError: (error: unknown) => {
        if (!hasFieldErrors(error)) notify(messageOf(error), { type: 'error' });
      },
    });
  };

  return (
    <SimpleForm
      resolver={resolver}
      onSubmit={submit}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Box sx={formGrid}>
        {writable.map(([name, field]) =>
          name === 'groupId' ? (
            <CommerceGroupInput key={name} />
          ) : (
            <FieldInput key={name} resource={terminals.resource} path={name} field={field} mode="create" />
          ),
        )}
      </Box>
    </SimpleForm>
  );
};
