import { useMutation } from '@tanstack/react-query';
import { useRedirect, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { terminals } from '../../schema';
import { useActionCall } from './useActionCall';

/** Removes the terminal and everything recorded about it, after a warning; then back to the list. */
export const HardDeleteDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { terminal, terminalId, dataProvider, recorded } = useActionCall();
  const deletion = useMutation({
    mutationFn: () => dataProvider.hardDeleteTerminal({ terminalId }),
    onSuccess: () => {
      recorded('terminalDetail.notify.deleted');
      redirect('list', terminals.resource);
    },
  });
  const label = translate('terminalDetail.commands.HARD_DELETE');
  return (
    <Confirm
      isOpen
      loading={deletion.isPending}
      title={translate('terminalDetail.confirm.title', { action: label, serial: terminal?.serialNumber })}
      content={translate('terminalDetail.confirm.HARD_DELETE', { serial: terminal?.serialNumber })}
      confirm={label}
      confirmColor="warning"
      onConfirm={() => deletion.mutate(undefined, { onError: onClose })}
      onClose={onClose}
    />
  );
};
