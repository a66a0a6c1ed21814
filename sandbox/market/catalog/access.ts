import type { FastifyRequest } from 'fastify';
import { grants } from '../../../resources/core/access';
import type { PermissionName } from '../../../resources/core/permissions';
import { refuse } from '../../errors';
import { sessionOf, type RequestSession } from '../../guard';

/** The caller, if it holds the permission (or its write-and-read pair); 403 GM-0001 otherwise. */
export const holding = (request: FastifyRequest, permission: PermissionName): RequestSession => {
  const session = sessionOf(request);
  if (!grants(session.permissions, permission)) throw refuse(403, 'GM-0001');
  return session;
};

/** A path or body id: a positive whole number, else nothing. */
export const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A page of a list from `page` and `perPage` query values (1-based; at most 100 a page). */
export const pageOf = (query: { page?: string; perPage?: string }) => {
  const perPage = Math.min(100, Math.max(1, Number(query.perPage) || 25));
  const page = Math.max(1, Number(query.page) || 1);
  return { limit: perPage, offset: (page - 1) * perPage };
};

export const fieldRefusal = (field: string, code: string, Message?: string) =>
  refuse(400, code, { Message: Message ?? code, Errors: { [field]: code } });
