import { HttpError } from 'ra-core';

const fieldMessage = (body: unknown, field: string): string | undefined => {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const message = Object.entries(errors).find(([name]) => name === field)?.[1];
  return typeof message === 'string' ? message : undefined;
};

/**
 * The message key a failed identity call carries (the error catalogue put it on the error), or
 * the message of one field when the server named it.
 */
export const errorMessageOf = (error: unknown, field?: string): string | undefined => {
  if (error instanceof HttpError) return (field && fieldMessage(error.body, field)) || error.message;
  return error instanceof Error ? error.message : undefined;
};
