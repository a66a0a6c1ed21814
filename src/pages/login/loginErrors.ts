import { HttpError } from 'ra-core';
import { interpretFailure } from '../../../dataProviders/errorCatalogue';
import { isErrorCode } from '../../../resources/core/errorCodes';

/** What identity's refusals keep in the HttpError's body (spec section 8, ARCHITECTURE.md section 4). */
export interface RefusalBody {
  Code?: string;
  error?: string;
  error_description?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The server's Code, error and error_description of a failed call (empty for anything else). */
export const refusalOf = (error: unknown): RefusalBody => {
  if (!(error instanceof HttpError) || !isRecord(error.body)) return {};
  const { Code, error: kind, error_description: description } = error.body;
  return { Code: textOf(Code), error: textOf(kind), error_description: textOf(description) };
};

export const refusalCode = (error: unknown) => refusalOf(error).Code;

/** fetch rejects with a TypeError when the server cannot be reached. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * The message key for a failed identity call: the catalogue message of the returned Code, the
 * generic 400 message without one, a network message when the server was not reached.
 */
export const errorMessageKey = (error: unknown): string => {
  if (isNetworkFailure(error)) return 'errors.generic.network';
  const { Code } = refusalOf(error);
  if (Code && isErrorCode(Code)) return `errors.codes.${Code}`;
  if (error instanceof HttpError && error.status === 400) return 'errors.generic.requiredFields';
  return 'errors.generic.oops';
};

/**
 * The message key for a refused sign-in: for a 400, the error catalogue's own reading of the
 * answer (spec section 8: 'user deactivated' is US-0001, 'invalid username or password' US-0002,
 * a Code its own message such as IS-0021 blocked, no code the generic 400 message), so the one
 * message shown is the one section 8 names; otherwise as for any identity call.
 */
export const loginErrorKey = (error: unknown): string =>
  error instanceof HttpError && error.status === 400
    ? interpretFailure({ status: error.status, body: error.body }).error.message
    : errorMessageKey(error);
