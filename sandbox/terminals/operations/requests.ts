import { z } from 'zod';
import { refuse, ServiceError } from '../../errors';
import type { RequestSession } from '../../guard';
import { grants } from '../../../resources/core/access';
import type { PermissionName } from '../../../resources/core/permissions';

/** The most serials one call may name; the console sends bigger lists in batches. */
export const MAX_SERIALS = 5000;

const ids = z.array(z.number().int().positive()).max(500);
const texts = z.array(z.string().max(50)).max(50);

export const serialNumbersSchema = z.array(z.string().trim().toUpperCase().min(1).max(50)).max(MAX_SERIALS);

export const terminalFilterSchema = z
  .object({
    brandId: ids,
    modelId: ids,
    commerceId: ids,
    groupId: ids,
    connectionType: texts,
    androidVersion: texts,
  })
  .partial()
  .strict();

/** Catalogue codes of the length rules (spec section 8, CE-0002 and CE-0003): a list or text too long or too short. */
const lengthCodes: Partial<Record<string, string>> = { too_big: 'CE-0002', too_small: 'CE-0003' };

/**
 * The request body checked against its shape: 400 with the failing fields otherwise, coded
 * CE-0002 / CE-0003 when what failed is a length (a list of more terminals than one call takes).
 */
export const parseBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const { issues } = result.error;
  const Errors = Object.fromEntries(
    issues.map((issue) => [issue.path.join('.') || 'root', lengthCodes[issue.code] ?? 'invalid']),
  );
  const Code = lengthCodes[issues[0].code];
  throw new ServiceError(400, { ...(Code ? { Code } : {}), Message: 'invalid request', Errors });
};

/** 403 GM-0001 unless the session holds the permission (or its write pair); a 2FA-protected one, a fresh code. */
export const requirePermission = (session: RequestSession, permission: PermissionName) => {
  if (!grants(session.permissions, permission)) throw refuse(403, 'GM-0001');
  session.stepUp?.confirm(permission);
};

/** Empty list: TM-0007 'no terminals to process'. */
export const requireSerials = (serials: readonly string[]) => {
  if (serials.length === 0) throw refuse(400, 'TM-0007');
};
