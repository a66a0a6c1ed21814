import { HttpError } from 'ra-core';
import { raIssueMessage } from './issueMessage';

/** A 400 refusal's `Errors` (parameter name to code) as the form's field errors; else nothing. */
export const serverIssues = (error: unknown): Record<string, string> | undefined => {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body = error.body as { Errors?: Record<string, string> } | undefined;
  if (!body?.Errors) return undefined;
  return Object.fromEntries(Object.entries(body.Errors).map(([name, code]) => [name, raIssueMessage({ code })]));
};

/** The code a refusal gives for one parameter: its own, else the first given, else the refusal's. */
export const refusalCodeFor = (error: unknown, name: string): string | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { Code?: string; Errors?: Record<string, string> } | undefined;
  return body?.Errors?.[name] ?? Object.values(body?.Errors ?? {})[0] ?? body?.Code;
};
