import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { sessionOf } from '../../guard';
import { terminalOf } from '../../terminals/detail/access';
import { requirePermission } from '../../terminals/operations/requests';
import type { BatchBook } from './batches';
import type { InstallStore } from './installStore';

/**
 * A simulated terminal's sales batch on the terminal service: whether it is open, and closing it
 * (as the merchant closing the day would), which releases the installs that waited for it.
 */
export const batchRoutes = (
  scope: FastifyInstance,
  context: SandboxContext,
  installs: InstallStore,
  batches: BatchBook,
  now: () => number,
) => {
  scope.get<{ Params: { id: string } }>('/api/v1/Terminal/:id/batch', async (request) => {
    const session = sessionOf(request);
    const terminal = await terminalOf(context, session, request.params.id);
    return { terminalId: terminal.id, open: batches.isOpen(terminal.id) };
  });

  scope.post<{ Params: { id: string } }>('/api/v1/Terminal/:id/close-batch', async (request) => {
    const session = sessionOf(request);
    requirePermission(session, 'TERMINALS_WRITE_AND_READ');
    const terminal = await terminalOf(context, session, request.params.id);
    installs.closeBatch(terminal.id, now());
    return { terminalId: terminal.id, open: false };
  });
};
