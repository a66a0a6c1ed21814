import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commerces } from '../../resources/commerces/schema';
import {
  COMMERCE_TERMINALS_LIMIT,
  commerceTerminalPaths,
  type PinResendResult,
} from '../../resources/commerces/terminals/shapes';
import { terminals } from '../../resources/terminals/schema';
import type { SandboxContext } from '../context';
import { requireWrite } from '../engine/access';
import { refuse } from '../errors';
import { sessionOf } from '../guard';
import { sendMail } from '../identity/outbox';
import { parseBody } from '../terminals/operations/requests';

const bodySchema = z.object({
  commerceId: z.number().int().positive(),
  terminalIds: z.array(z.number().int().positive()).min(1).max(COMMERCE_TERMINALS_LIMIT),
});

/**
 * POST /terminal/api/v1/Terminal/ResendPin {commerceId, terminalIds} (spec section 7: ResendPin):
 * new PINs for terminals of the commerce (PM-0010 for one that is not), mailed to the commerce's
 * e-mail (400 CE-0001 on `email` when it has none). Needs the terminals write permission.
 */
export const pinRoutes = (scope: FastifyInstance, { db, store }: SandboxContext) => {
  scope.post(`/${commerceTerminalPaths.resendPin}`, async (request): Promise<PinResendResult> => {
    const session = sessionOf(request);
    requireWrite(session, store.schema(terminals.name));
    const { commerceId, terminalIds } = parseBody(bodySchema, request.body);
    const commerce = store.get(commerces.name, commerceId, session.entityId);
    if (!commerce) throw refuse(404, 'GM-0010');
    const found = [...new Set(terminalIds)].map((id) => store.get(terminals.name, id, session.entityId));
    if (found.some((record) => !record || Number(record.commerceId) !== commerceId || record.warehouseId != null))
      throw refuse(400, 'PM-0010');
    const email = typeof commerce.email === 'string' ? commerce.email : '';
    if (!email) throw refuse(400, 'CE-0001', { Message: 'email', Errors: { email: 'CE-0001' } });
    const lines = found.map(
      (record) => `${String(record?.serialNumber)}: ${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
    );
    sendMail(db, { recipient: email, subject: `PIN ${String(commerce.name)}`, body: lines.join('\n') });
    return { sent: found.length, recipient: email };
  });
};
