import { HttpError } from 'ra-core';
import { isErrorCode } from '../resources/core/errorCodes';
import type { ServiceErrorBody } from '../resources/core/wire';
import { formErrors } from './errorCatalogue';
import type { ErrorMapper } from './httpClient';

const isServiceErrorBody = (json: unknown): json is ServiceErrorBody =>
  typeof json === 'object' && json !== null && ('Code' in json || 'Errors' in json || 'Message' in json);

/** A field error as react-admin's forms translate it: a catalogue code or a validation key. */
export const messageKeyOf = (message: string) => (isErrorCode(message) ? `errors.codes.${message}` : message);

/**
 * Turns a service error into the HttpError react-admin understands: the message is the code's
 * catalogue key, and field errors reach the form through `body.errors`, filled in as the toast is.
 */
export const mapServiceError: ErrorMapper = (status, json) => {
  const body = isServiceErrorBody(json) ? json : {};
  const message = body.Code
    ? messageKeyOf(body.Code)
    : status === 400
      ? 'errors.generic.requiredFields'
      : 'errors.generic.oops';
  const errors = formErrors(body);
  return new HttpError(message, status, { ...body, errors });
};
