import type { FastifyReply } from 'fastify';
import type { ServiceErrorBody } from '../resources/core/wire';

/** A refusal the services answer with a status and a coded body (ARCHITECTURE.md section 4). */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: ServiceErrorBody & { error?: string; error_description?: string },
  ) {
    super(body.Code ?? body.error ?? String(status));
  }
}

export const refuse = (status: number, Code: string, extra: Omit<ServiceErrorBody, 'Code'> = {}) =>
  new ServiceError(status, { Code, Message: extra.Message ?? Code, ...extra });

export const sendError = (reply: FastifyReply, error: ServiceError) => reply.status(error.status).send(error.body);
