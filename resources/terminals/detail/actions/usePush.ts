import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, type RaRecord } from 'ra-core';
import {
  type TerminalActionsDataProvider,
  type TerminalPush,
} from '../../../../dataProviders/terminals/actionsMethods';
import { useAfterAction } from '../useTerminalHistory';

/**
 * Sends pushes to the terminal. While one travels the caller shows progress; once recorded the
 * history shows it pending until the terminal answers.
 */
export const usePush = (terminal: RaRecord | undefined) => {
  const dataProvider = useDataProvider<TerminalActionsDataProvider>();
  const notify = useNotify();
  const afterAction = useAfterAction(Number(terminal?.id));
  return useMutation({
    mutationFn: (action: TerminalPush) =>
      dataProvider.pushTerminalAction({
        terminalId: Number(terminal?.id),
        serialNumber: String(terminal?.serialNumber),
        action,
      }),
    onSuccess: () => {
      notify('terminalDetail.notify.sent', { type: 'info' });
      afterAction();
    },
    // The services' refusals are already shown by the error catalogue.
    onError: () => afterAction(),
  });
};
