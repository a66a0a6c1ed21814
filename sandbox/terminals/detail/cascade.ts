import { terminals } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';

/** What the detail records about a terminal, removed with it. */
export const TERMINAL_RECORDS = ['terminalsHistory', 'terminalSoftware'] as const;

export const removeTerminalRecords = ({ store }: SandboxContext, terminalId: number) =>
  TERMINAL_RECORDS.forEach((name) =>
    store
      .list(name, { filter: { terminalId }, range: [0, 4_999] })
      .records.forEach((record) => store.delete(name, record.id)),
  );

/**
 * Any deletion of a terminal by the resource engine (the list's bulk hard delete) also removes its
 * history and software, after the hooks registered before (which may refuse it).
 */
export const cascadeTerminalDeletion = (context: SandboxContext) => {
  const previous = context.hooks.get(terminals.name);
  context.hooks.set(terminals.name, {
    ...previous,
    beforeDelete: (id, hookContext) => {
      previous?.beforeDelete?.(id, hookContext);
      removeTerminalRecords(context, id);
    },
  });
};
