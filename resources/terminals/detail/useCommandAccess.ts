import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'ra-core';
import { commandPermissions, type TerminalCommand } from '../../terminalsHistory/rules';
import { terminals } from '../schema';

const COMMANDS = Object.keys(commandPermissions) as TerminalCommand[];

/**
 * Which actions of the detail page the signed-in user may take, asked of `canAccess` (each is a
 * named action of the terminal resource, with its own permission); none while the answer is pending.
 */
export const useCommandAccess = () => {
  const authProvider = useAuthProvider();
  const { data: allowed } = useQuery({
    queryKey: ['auth', 'canAccess', terminals.resource, 'commands'],
    queryFn: async () => {
      const answers = await Promise.all(
        COMMANDS.map((action) => authProvider?.canAccess?.({ resource: terminals.resource, action }) ?? false),
      );
      return new Set(COMMANDS.filter((_, index) => answers[index]));
    },
  });
  return (command: TerminalCommand) => allowed?.has(command) ?? false;
};
