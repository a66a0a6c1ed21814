import { isErrorCode } from '../../core/errorCodes';
import type { ParameterIssue } from '../parameters/types';

/** The message key of an issue: catalogue codes live under `errors.codes`. */
export const issueKey = (code: string) => (isErrorCode(code) ? `errors.codes.${code}` : code);

/** react-admin's encoding of a message with substitutions, which its inputs translate. */
export const raIssueMessage = ({ code, args = {} }: ParameterIssue) =>
  `@@react-admin@@${JSON.stringify({ message: issueKey(code), args })}`;
