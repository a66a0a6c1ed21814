import { useCallback } from 'react';
import type { UpdateRow } from '../../../profiles/parameterUpdate/updateShapes';
import type { PushSender } from '../../../profiles/parameterUpdate/useUpdateTracking';
import type { InitializationResult } from '../../operations/shapes';
import { useOperations } from '../shared/useOperations';

/** The sent terminals of an initialization, each pending until its TPV initialization is answered. */
export const initializationRows = ({ rows }: InitializationResult): UpdateRow[] =>
  rows.flatMap(({ serialNumber, status, actionId, terminalId }) =>
    status === 'SENT' && actionId !== undefined && terminalId !== undefined
      ? [{ actionId, terminalId, serialNumber, state: 'PENDING' as const, reason: null }]
      : [],
  );

/** Sends listed terminals their initialization parameters (Terminal/initialization-parameters). */
export const useInitializationSender = (): PushSender => {
  const operations = useOperations();
  return useCallback(
    async (target) => {
      if (target.kind !== 'serials') throw new Error('Initialization parameters go to listed serial numbers');
      const { data } = await operations.sendInitializationParameters({ serialNumbers: target.serialNumbers });
      return initializationRows(data);
    },
    [operations],
  );
};
