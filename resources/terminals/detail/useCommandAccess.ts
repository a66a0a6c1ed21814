import { usePermissions } from 'ra-core';
import { grants } from '../../core/access';
import { commandPermissions, type TerminalCommand } from '../../terminalsHistory/rules';

/** Whether the signed-in user holds the permission an action of the detail page needs. */
export const useCommandAccess = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  return (command: TerminalCommand) => !isPending && grants(permissions ?? [], commandPermissions[command]);
};
