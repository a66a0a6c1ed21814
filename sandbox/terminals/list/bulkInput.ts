import { refuse } from '../../errors';

/** Most records one bulk call may name (a page of the list is at most a few hundred). */
export const MAX_BULK_IDS = 1000;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/**
 * A list of record ids from a bulk body: distinct positive integers. Missing or empty answers
 * `emptyCode`; anything else malformed, or over MAX_BULK_IDS, 400 GM-0005 naming the field.
 */
export const idsOf = (body: unknown, field: string, emptyCode: string): number[] => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || (Array.isArray(value) && value.length === 0)) throw refuse(400, emptyCode);
  if (!Array.isArray(value) || value.length > MAX_BULK_IDS || !value.every(isId))
    throw refuse(400, 'GM-0005', { Message: field, Errors: { [field]: 'invalid' } });
  return [...new Set(value)];
};
