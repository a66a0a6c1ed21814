import { useDataProvider, useNotify, useRecordContext } from 'ra-core';
import type { TerminalActionsDataProvider } from '../../../../dataProviders/terminals/actionsMethods';
import { useAfterAction } from '../useTerminalHistory';

/** The terminal, the data provider with its actions, and what to do once one is recorded. */
export const useActionCall = () => {
  const terminal = useRecordContext();
  const dataProvider = useDataProvider<TerminalActionsDataProvider>();
  const notify = useNotify();
  const afterAction = useAfterAction(Number(terminal?.id));
  const recorded = (message = 'terminalDetail.notify.sent') => {
    notify(message, { type: 'info' });
    afterAction();
  };
  return { terminal, terminalId: Number(terminal?.id), dataProvider, recorded };
};
