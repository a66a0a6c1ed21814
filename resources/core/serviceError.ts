import type { ServiceErrorBody } from './wire';

/**
 * A refusal with the services' status and coded body (ARCHITECTURE.md section 4). The sandbox
 * answers it as it is; the fakerest provider turns it into the error the HTTP client would raise,
 * so a rule that throws one reads the same on both back ends.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: ServiceErrorBody & { error?: string; error_description?: string },
  ) {
    super(body.Code ?? body.error ?? String(status));
  }
}

export const refuse = (status: number, Code: string, extra: Omit<ServiceErrorBody, 'Code'> = {}) =>
  new ServiceError(status, { Code, Message: extra.Message ?? Code, ...extra });

/** A 400 that names the field and its code, as the forms show it. */
export const refuseField = (field: string, code: string, Message: string = code) =>
  refuse(400, code, { Message, Errors: { [field]: code } });
