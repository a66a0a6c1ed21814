import { HttpError } from 'ra-core';
import { catalogueCodes, type CatalogueCode } from '../i18n/errors/catalogueCodes';
import { messageKeyArg } from '../i18n/messageKeyArg';
import { isErrorCode } from '../resources/core/errorCodes';
import type { FieldMap } from '../resources/core/fields';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import { failureLogOf } from './errorCatalogueLog';
import type { ErrorMapper } from './httpClient';
import type { Notice, NoticeBus } from './notices';

/**
 * The error catalogue of spec section 8: what the user sees when a call fails, and the error the
 * caller receives. `interpretFailure` is pure; `createErrorMapper` plugs it into the HTTP layer.
 */

/** Toast duration of the catalogue's messages (spec section 9). */
export const ERROR_NOTICE_MS = 4000;
export const ERROR_TITLE = 'errors.generic.errorTitle';
export const REQUIRED_FIELDS = 'errors.generic.requiredFields';
export const SESSION_EXPIRED = 'errors.generic.sessionExpired';
/** For a code the catalogue has no message for (the spec does not say what the product does). */
export const UNKNOWN_CODE = 'errors.generic.oops';
export const NOT_FOUND_CODE = 'GM-0010';

/** 400 codes the screens handle themselves (IS-0014 asks for the 2FA code): no toast. */
export const SCREEN_HANDLED_CODES: readonly string[] = ['PM-0035', 'PM-0036', 'TM-0008', 'IS-0014', 'IS-0016'];

/** 400 answers of the token endpoint that carry an `error_description` instead of a code. */
const DESCRIPTION_CODES: Record<string, string> = {
  'user deactivated': 'US-0001',
  'invalid username or password': 'US-0002',
};

export { catalogueCodes, type CatalogueCode };

const knownCodes = new Set<string>(catalogueCodes);

export const isCatalogueCode = (code: unknown): code is CatalogueCode =>
  typeof code === 'string' && knownCodes.has(code);

export const codeMessageKey = (code: string) => `errors.codes.${code}`;

/** A field error as the form translates it: a catalogue code's key, or the validation key as is. */
export const fieldMessageKey = (value: string) => (isErrorCode(value) ? codeMessageKey(value) : value);

export { isMessageKeyArg, messageKeyArg, type MessageKeyArg } from '../i18n/messageKeyArg';

export interface FailureInput {
  status: number;
  /** The parsed answer (anything: an object, text, null). */
  body: unknown;
  /** The request asked to show no alert for a 404. */
  hideNotFound?: boolean;
  /** The failed call was the token refresh: the session is over, whatever the answer. */
  tokenRefresh?: boolean;
  /** The screen that made the call shows its refusal itself (login, entity switch). */
  shownByCaller?: boolean;
  /** Where GM-0008 and GM-0009 find the label of the field the server names. */
  schemas?: readonly Pick<ResourceSchema, 'resource' | 'fields'>[];
}

export interface Interpretation {
  /** What the user is shown; none when the spec shows nothing. */
  notice: Notice | null;
  /** What the caller receives: message key, status, the server's body plus `errors` for the form. */
  error: HttpError;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** "key-rest": the part before the first dash and everything after it, trimmed. */
export const splitMessage = (message: string | undefined): [string, string] => {
  const text = message ?? '';
  const dash = text.indexOf('-');
  return dash < 0 ? [text.trim(), ''] : [text.slice(0, dash).trim(), text.slice(dash + 1).trim()];
};

function* fieldPaths(fields: FieldMap, prefix: string[] = []): Generator<string[]> {
  for (const [name, field] of Object.entries(fields)) {
    yield [...prefix, name];
    if (field.kind === 'group' || field.kind === 'groupArray') yield* fieldPaths(field.fields, [...prefix, name]);
  }
}

/**
 * The label key of a field the server names: the first schema declaring it (top-level fields
 * before nested ones, exact spelling before any case), as `resources.<resource>.fields.<path>`.
 */
export const fieldLabelKey = (schemas: FailureInput['schemas'] = [], name: string): string | undefined => {
  if (!name) return undefined;
  const candidates = schemas.flatMap((schema) =>
    [...fieldPaths(schema.fields)].map((path) => ({ resource: schema.resource, path })),
  );
  const byDepth = [...candidates].sort((a, b) => a.path.length - b.path.length);
  const last = (path: string[]) => path[path.length - 1];
  const found =
    byDepth.find(({ path }) => last(path) === name) ??
    byDepth.find(({ path }) => last(path).toLowerCase() === name.toLowerCase());
  return found && `resources.${found.resource}.fields.${found.path.join('.')}`;
};

/** The key name the server gives in the Message, as a label to translate, or as it came. */
const keyNameArg = (name: string, schemas: FailureInput['schemas']) => {
  const labelKey = fieldLabelKey(schemas, name);
  return labelKey ? messageKeyArg(labelKey) : name;
};

/**
 * Substitutions of the codes whose messages have slots (spec section 8 lists them under 409): the
 * services also refuse a field with them as 400, and the slots are filled the same way.
 */
const messageArgs = (code: string, message: string | undefined, schemas: FailureInput['schemas']) => {
  const [first, second] = splitMessage(message);
  switch (code) {
    case 'GM-0008':
      return { 0: keyNameArg(first, schemas) };
    case 'GM-0009':
      return { 0: keyNameArg(first, schemas), 1: second };
    case 'TM-0010':
      return { 0: first, 1: second };
    default:
      return undefined;
  }
};

/** The message for the code the server returned: its key, the generic one when unknown, '' when none. */
const codeMessage = (code: string | undefined) =>
  code === undefined ? '' : isCatalogueCode(code) ? codeMessageKey(code) : UNKNOWN_CODE;

/** react-admin's form format for a message key with substitutions, translated by its ValidationError. */
const withArgs = (key: string, args: Record<string, unknown>) =>
  `@@react-admin@@${JSON.stringify({ message: key, args })}`;

/**
 * Server field errors as react-admin's forms take them: field path -> message key. A field refused
 * with the answer's own code gets the substitutions its toast gets (TM-0010's serial and entity).
 */
export const formErrors = (
  server: { Code?: unknown; Message?: unknown; Errors?: unknown },
  schemas: FailureInput['schemas'] = [],
): Record<string, string> | undefined => {
  if (!isObject(server.Errors)) return undefined;
  const entries = Object.entries(server.Errors).flatMap(([field, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first !== 'string') return [];
    const args = first === server.Code ? messageArgs(first, stringOf(server.Message), schemas) : undefined;
    const key = fieldMessageKey(first);
    return [[field, args ? withArgs(key, args) : key] as const];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
};

const noticeOf = (message: string, type: 'warning' | 'error', args?: Record<string, unknown>): Notice | null =>
  message ? { message, ...(args ? { args } : {}), type, title: ERROR_TITLE, durationMs: ERROR_NOTICE_MS } : null;

/**
 * Spec section 8, response handling, for one failed answer (success is 200, 201 and 204 only:
 * `isSuccessStatus` in httpClient.ts). Where the spec is silent:
 * - `error_description` is compared trimmed and in any case, and wins over a `Code`;
 * - a code the catalogue does not know shows 'errors.generic.oops' with the status's toast type
 *   (IS-0016, excepted from toasts, has no message: its error carries 'oops' and its Code);
 * - a 404 without a code shows the catalogue's 'not found' (GM-0010), as an error toast;
 * - an empty message (a 409 or another status without a code) shows no toast at all rather than
 *   a toast with a title and no text; the error's message is '' and its status and body stay;
 * - 401/403 show nothing here (the auth provider ends the session and warns) and throw
 *   'errors.generic.sessionExpired';
 * - a refused token refresh is the end of the session (spec section 4), whatever its status:
 *   nothing here either, and 'errors.generic.sessionExpired';
 * - a call whose screen shows the refusal itself (`shownByCaller`) gets the same error, no toast;
 * - Message parts split at the first dash, trimmed ('serialNumber-PAX-1' -> serialNumber, PAX-1);
 *   GM-0008/GM-0009 name the field by its label in the first schema declaring it, as a
 *   `MessageKeyArg` translated when shown, or by the name as it came when no schema has it.
 */
export const interpretFailure = ({
  status,
  body,
  hideNotFound = false,
  tokenRefresh = false,
  shownByCaller = false,
  schemas = [],
}: FailureInput): Interpretation => {
  // The server's fields are kept as they came: Code, Message, Errors, error, error_description.
  const server: Record<string, unknown> = isObject(body) ? body : {};
  const code = stringOf(server.Code) || undefined;
  const errors = formErrors(server, schemas);
  const result = (message: string, notice: Notice | null): Interpretation => ({
    notice: shownByCaller ? null : notice,
    error: new HttpError(message, status, { ...server, ...(errors ? { errors } : {}) }),
  });

  if (tokenRefresh || status === 401 || status === 403) return result(SESSION_EXPIRED, null);

  if (status === 400) {
    const description = stringOf(server.error_description)?.trim().toLowerCase();
    const describedCode = description ? DESCRIPTION_CODES[description] : undefined;
    const message = describedCode ? codeMessageKey(describedCode) : code ? codeMessage(code) : REQUIRED_FIELDS;
    const handledByScreen = code !== undefined && SCREEN_HANDLED_CODES.includes(code);
    const args =
      !describedCode && code && isCatalogueCode(code)
        ? messageArgs(code, stringOf(server.Message), schemas)
        : undefined;
    return result(message, handledByScreen ? null : noticeOf(message, 'warning', args));
  }

  if (status === 409) {
    const message = codeMessage(code);
    const args = code && isCatalogueCode(code) ? messageArgs(code, stringOf(server.Message), schemas) : undefined;
    return result(message, noticeOf(message, 'warning', args));
  }

  if (status === 404) {
    const message = code ? codeMessage(code) : codeMessageKey(NOT_FOUND_CODE);
    return result(message, hideNotFound ? null : noticeOf(message, 'error'));
  }

  const message = codeMessage(code);
  return result(message, noticeOf(message, 'error'));
};

export interface ErrorMapperOptions {
  /** Where GM-0008 and GM-0009 find field labels (the registry's schemas). */
  schemas?: FailureInput['schemas'];
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The console's `ErrorMapper`: shows what the catalogue says on the notice bus, notes the failure
 * so react-admin's own copy of it is dropped, and returns the error for the caller. A network
 * failure shows nothing and its error is passed on as it came.
 */
export const createErrorMapper = (notices: NoticeBus, { schemas = [] }: ErrorMapperOptions = {}): ErrorMapper => {
  const failures = failureLogOf(notices);
  const mapError: ErrorMapper = (status, json, _body, request) => {
    const { notice, error } = interpretFailure({
      status,
      body: json,
      hideNotFound: request?.hideNotFoundAlert,
      tokenRefresh: request?.isTokenRefresh,
      shownByCaller: request?.refusalShownByCaller,
      schemas,
    });
    failures.record(error.message);
    if (notice) notices.emit(notice);
    return error;
  };
  mapError.networkFailure = (error) => {
    if (error instanceof Error && !isAbort(error)) failures.record(error.message);
  };
  return mapError;
};
