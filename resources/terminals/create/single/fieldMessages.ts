import { HttpError } from 'ra-core';

/** A field error as react-admin's forms translate it: a message key with its substitutions. */
export const fieldMessage = (key: string, args: Record<string, unknown> = {}) =>
  `@@react-admin@@${JSON.stringify({ message: key, args })}`;

/** "key-rest": the two parts of a 409 Message, split at the first dash (spec section 8). */
const partsOf = (message: unknown): [string, string] => {
  const text = typeof message === 'string' ? message : '';
  const dash = text.indexOf('-');
  return dash < 0 ? [text.trim(), ''] : [text.slice(0, dash).trim(), text.slice(dash + 1).trim()];
};

/**
 * A 409 TM-0010 (the serial exists in an entity) as an error of the serial number field, with the
 * serial and the entity of its Message substituted; undefined for any other failure.
 */
export const serialConflictOf = (error: unknown): Record<string, string> | undefined => {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body = error.body as { Code?: unknown; Message?: unknown } | undefined;
  if (body?.Code !== 'TM-0010') return undefined;
  const [serial, entity] = partsOf(body.Message);
  return { serialNumber: fieldMessage('errors.codes.TM-0010', { 0: serial, 1: entity }) };
};
