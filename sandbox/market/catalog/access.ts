import { refuse } from '../../errors';

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
