import type { z } from 'zod';
import { isErrorCode } from './errorCodes';
import { fieldIssues } from './validation';

/** The error body of the services (ARCHITECTURE.md section 4). */
export interface ServiceErrorBody {
  Code?: string;
  Message?: string;
  /** Field path to the code or validation key that refused it. */
  Errors?: Record<string, string>;
}

/**
 * The 400 body for a refused record: each field's first problem, and as `Code` the first
 * catalogue code among them, else the one a record rule names (none when only generic rules
 * failed: the console then asks to complete the required fields).
 */
export const validationErrorBody = (error: z.ZodError): ServiceErrorBody => {
  const issues = fieldIssues(error);
  const Errors: Record<string, string> = {};
  issues.forEach(({ path, message }) => {
    Errors[path || 'root'] ??= message;
  });
  const Code = Object.values(Errors).find(isErrorCode) ?? issues.find((issue) => issue.refusalCode)?.refusalCode;
  return Code ? { Code, Message: Code, Errors } : { Errors };
};

/** The 400 body for a value another record of the entity already has. */
export const uniqueErrorBody = (field: string, code: string): ServiceErrorBody => ({
  Code: code,
  Message: code,
  Errors: { [field]: code },
});
