import type { FastifyReply } from 'fastify';
import type { ServiceError } from '../resources/core/serviceError';

export { ServiceError, refuse, refuseField } from '../resources/core/serviceError';

export const sendError = (reply: FastifyReply, error: ServiceError) => reply.status(error.status).send(error.body);
