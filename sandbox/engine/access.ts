import type { FastifyReply } from 'fastify';
import { entitySees } from '../../resources/core/abilities';
import { canRead, canWrite, grants, updatePermissionOf } from '../../resources/core/access';
import type { ResourceOperations, ResourceSchema } from '../../resources/core/resourceSchema';
import { entityMayWrite } from '../../resources/core/sharedData';
import { refuse, ServiceError } from '../errors';
import type { RequestSession } from '../guard';

/**
 * A resource whose route the entity does not see (the acquirer's hidden options, spec section 4)
 * does not exist for it, whatever the permissions: 403 GM-0001, as for a missing permission.
 */
const requireVisible = (session: RequestSession, schema: ResourceSchema) => {
  if (!entitySees(schema, session.entityId)) throw refuse(403, 'GM-0001');
};

/** Reading needs one of the resource's read permissions (or its write pair): else 403 GM-0001. */
export const requireRead = (session: RequestSession, schema: ResourceSchema) => {
  requireVisible(session, schema);
  if (!canRead(session.permissions, schema)) throw refuse(403, 'GM-0001');
};

/** Data every entity shares is written from the operator's entity only: 403 GM-0002 elsewhere. */
const requireWriterEntity = (session: RequestSession, schema: ResourceSchema) => {
  if (!entityMayWrite(schema, session.entityId)) throw refuse(403, 'GM-0002', { Message: 'user entity not allowed' });
};

/**
 * Creating and editing need the resource's write permission (403 GM-0001) and, for shared data,
 * the operator's entity (403 GM-0002). On the resource engine's routes the 2FA whitelist is a
 * domain rule (resources/permissions2fa/hooks.ts), as on the fakerest provider.
 */
export const requireWriteAccess = (session: RequestSession, schema: ResourceSchema) => {
  requireVisible(session, schema);
  if (!canWrite(session.permissions, schema)) throw refuse(403, 'GM-0001');
  requireWriterEntity(session, schema);
};

/** Editing needs the write permission or the resource's update one (BUNDLE_UPDATE), as creating otherwise. */
export const requireUpdateAccess = (session: RequestSession, schema: ResourceSchema) => {
  requireVisible(session, schema);
  if (!updatePermissionOf(session.permissions, schema)) throw refuse(403, 'GM-0001');
  requireWriterEntity(session, schema);
};

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
export const requireDeleteAccess = (session: RequestSession, schema: ResourceSchema) => {
  requireVisible(session, schema);
  const needed = schema.permissions.delete;
  if (needed ? !grants(session.permissions, needed) : !canWrite(session.permissions, schema))
    throw refuse(403, 'GM-0001');
  requireWriterEntity(session, schema);
};

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
