import { useRecordContext, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import type { TerminalPush } from '../../../../dataProviders/terminals/actionsMethods';
import type { TerminalCommand } from '../../../terminalsHistory/rules';
import { AssignTagsDialog } from './AssignTagsDialog';
import { HardDeleteDialog } from './HardDeleteDialog';
import { InstallAppDialog } from './InstallAppDialog';
import { InstallComponentDialog } from './InstallComponentDialog';
import type { usePush } from './usePush';

interface Props {
  command: TerminalCommand;
  push: ReturnType<typeof usePush>;
  onClose: () => void;
}

/** The form or the confirmation an action of the menu opens. */
export const CommandDialog = ({ command, push, onClose }: Props) => {
  const terminal = useRecordContext();
  const translate = useTranslate();
  if (!terminal) return null;
  if (command === 'ASSIGN_TAGS') return <AssignTagsDialog onClose={onClose} />;
  if (command === 'INSTALL_APP') return <InstallAppDialog onClose={onClose} />;
  if (command === 'INSTALL_COMPONENT' || command === 'INSTALL_FIRMWARE')
    return <InstallComponentDialog onClose={onClose} />;
  if (command === 'HARD_DELETE') return <HardDeleteDialog onClose={onClose} />;
  const label = translate(`terminalDetail.commands.${command}`);
  return (
    <Confirm
      isOpen
      loading={push.isPending}
      title={translate('terminalDetail.confirm.title', { action: label, serial: terminal.serialNumber })}
      content={translate(`terminalDetail.confirm.${command}`, { serial: terminal.serialNumber })}
      confirm={label}
      confirmColor="warning"
      onConfirm={() => push.mutate(command as TerminalPush, { onSettled: onClose })}
      onClose={onClose}
    />
  );
};
