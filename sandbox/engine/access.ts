import type { FastifyReply } from 'fastify';
import { accessRefusalOf, type ResourceAccess } from '../../resources/core/resourceAccess';
import type { ResourceOperations, ResourceSchema } from '../../resources/core/resourceSchema';
import { ServiceError } from '../errors';
import type { RequestSession } from '../guard';

const requireAccess = (access: ResourceAccess) => (session: RequestSession, schema: ResourceSchema) => {
  const refusal = accessRefusalOf(access, session.permissions, session.entityId, schema);
  if (refusal) throw refusal;
};

/** Reading needs one of the resource's read permissions (or its write pair), in an entity that sees it. */
export const requireRead = requireAccess('read');

/**
 * Creating and editing need the resource's write permission and, for shared data, the operator's
 * entity. On the resource engine's routes the 2FA whitelist is a domain rule
 * (resources/permissions2fa/hooks.ts), as on the fakerest provider.
 */
export const requireWriteAccess = requireAccess('write');

/** Editing needs the write permission or the resource's update one (BUNDLE_UPDATE), as creating otherwise. */
export const requireUpdateAccess = requireAccess('update');

/** The same on a route of its own, which asks for the 2FA code itself when the permission is protected. */
export const requireWrite = (session: RequestSession, schema: ResourceSchema) => {
  requireWriteAccess(session, schema);
  session.stepUp?.confirm(schema.permissions.write);
};

/**
 * Deleting needs the resource's delete permission when it declares one (a terminal's hard delete:
 * DELETE_TERMINAL, whichever path asks for it), else its write permission; shared data, the
 * operator's entity. The engine's 2FA check is the domain rule's, as for writes.
 */
export const requireDeleteAccess = requireAccess('delete');

/** The same on a route of its own, with the 2FA code when the permission is protected. */
export const requireDelete = (session: RequestSession, schema: ResourceSchema) => {
  requireDeleteAccess(session, schema);
  session.stepUp?.confirm(schema.permissions.delete ?? schema.permissions.write);
};

/** The methods a collection (POST) or one of its records (PUT, DELETE) answers. */
const methodsOf = (schema: ResourceSchema, operation: keyof ResourceOperations) => {
  const methods = ['GET'];
  if (operation === 'create' && schema.operations.create) methods.push('POST');
  if (operation !== 'create' && schema.operations.edit) methods.push('PUT');
  if (operation !== 'create' && schema.operations.delete) methods.push('DELETE');
  return methods.join(', ');
};

/** An operation the resource does not offer (the transaction service is read-only): 405. */
export const requireOperation = (schema: ResourceSchema, operation: keyof ResourceOperations, reply: FastifyReply) => {
  if (schema.operations[operation]) return;
  reply.header('Allow', methodsOf(schema, operation));
  throw new ServiceError(405, { Message: 'method not allowed' });
};
