import type { FastifyRequest } from 'fastify';
import { grants } from '../../../resources/core/access';
import { commandPermissions, type TerminalCommand } from '../../../resources/terminalsHistory/rules';
import { refuse } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';
import type { SandboxContext } from '../../context';
import { ruleContextOf } from '../../engine/domainRules';
import type { StoredRecord } from '../../storage/repository';

/** The caller, if it holds the command's permission; 403 GM-0001 otherwise. */
export const sessionFor = (request: FastifyRequest, command: TerminalCommand): RequestSession => {
  const session = sessionOf(request);
  if (!grants(session.permissions, commandPermissions[command])) throw refuse(403, 'GM-0001');
  return session;
};

/** A path or body id: a positive whole number, else nothing. */
export const idFrom = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A terminal of the caller's entity that the domains' rules let it see (a partner with assigned
 * commerces sees only theirs), else 404 TM-0002 as another entity's.
 */
export const terminalOf = async (
  context: SandboxContext,
  session: RequestSession,
  id: unknown,
): Promise<StoredRecord> => {
  const terminalId = idFrom(id);
  const terminal = terminalId === undefined ? undefined : context.store.get('terminals', terminalId, session.entityId);
  if (!terminal || !(await context.rules.visible('terminals', terminal, ruleContextOf(context, session))))
    throw refuse(404, 'TM-0002');
  return terminal;
};

/** A field refused with a code, as the resource engine refuses fields (400 with Errors). */
export const fieldRefusal = (field: string, code: string) => refuse(400, code, { Errors: { [field]: code } });
