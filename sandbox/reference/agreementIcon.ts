import type { FastifyInstance } from 'fastify';
import { agreements } from '../../resources/agreements/schema';
import type { SandboxContext } from '../context';
import { refuse } from '../errors';
import { sessionOf } from '../guard';

export const AGREEMENT_ICON_PATH = `/${agreements.path}/:id/icon`;

const DATA_URL = /^data:(image\/(?:png|jpeg));base64,(.*)$/;

/**
 * `GET .../Agreement/{id}/icon` (spec section 7: Agreement and its icon): the uploaded image as
 * itself, or a redirect to where a stored one lives; 404 GM-0010 without an icon.
 */
export const registerAgreementIcon = (scope: FastifyInstance, context: SandboxContext) => {
  scope.get<{ Params: { id: string } }>(AGREEMENT_ICON_PATH, async (request, reply) => {
    const session = sessionOf(request);
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : -1;
    const icon = context.store.get(agreements.name, id, session.entityId)?.imageUrl;
    if (typeof icon !== 'string' || icon === '') throw refuse(404, 'GM-0010');
    const match = DATA_URL.exec(icon);
    if (!match) return reply.redirect(icon);
    return reply.type(match[1]).header('Cache-Control', 'private, max-age=300').send(Buffer.from(match[2], 'base64'));
  });
};
