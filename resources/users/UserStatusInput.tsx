import { SelectInput } from 'ra-ui-materialui';
import { useRecordContext, useTranslate } from 'ra-core';
import type { User } from './schema';

/**
 * Active or inactive, chosen by hand; blocked is the service's doing (failed sign-ins) and is
 * left only by unblocking, so a blocked user's status shows but cannot be changed here.
 */
export const UserStatusInput = () => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const blocked = record?.status === 'BLOCKED';
  const choices = (blocked ? ['BLOCKED'] : ['ACTIVE', 'INACTIVE']).map((id) => ({
    id,
    name: translate(`resources.users.choices.status.${id}`),
  }));
  return (
    <SelectInput
      source="status"
      label="resources.users.fields.status"
      choices={choices}
      defaultValue="ACTIVE"
      disabled={blocked}
      isRequired
    />
  );
};
