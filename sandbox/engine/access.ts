import type { FastifyReply } from 'fastify';
import { canRead, canWrite } from '../../resources/core/access';
import type { ResourceOperations, ResourceSchema } from '../../resources/core/resourceSchema';
import { refuse, ServiceError } from '../errors';
import type { RequestSession } from '../guard';

/** Reading needs one of the resource's read permissions (or its write pair): else 403 GM-0001. */
export const requireRead = (session: RequestSession, schema: ResourceSchema) => {
  if (!canRead(session.permissions, schema)) throw refuse(403, 'GM-0001');
};

/** Creating, editing and deleting need the resource's write permission: else 403 GM-0001. */
export const requireWrite = (session: RequestSession, schema: ResourceSchema) => {
  if (!canWrite(session.permissions, schema)) throw refuse(403, 'GM-0001');
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
