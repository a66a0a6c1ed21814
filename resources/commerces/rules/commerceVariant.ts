import { abilitiesOf } from '../../core/abilities';
import { isErrorCode } from '../../core/errorCodes';
import { ServiceError } from '../../core/serviceError';
import { REQUIRED } from '../../core/validation';

/**
 * The commerce form's variants (spec sections 3 and 5): the card processor's RNC, the Spanish
 * bank's CIF, and the standard form of every other entity. Plain TypeScript: the console's form
 * and the sandbox's commerce service apply the same rules and answer the same codes.
 */
export type CommerceVariant = 'rnc' | 'cif' | 'standard';

/** The Spanish bank (spec section 3, entity ids with special meaning). */
export const SPANISH_BANK_ENTITY = 2;

/** The entity configuration flag that makes the commerce e-mail required (spec section 6). */
export const EMAIL_REQUIRED_FLAG = 'COMMERCE_EMAIL_REQUIRED';

export const variantOf = (entityId: number): CommerceVariant =>
  abilitiesOf(entityId).rncLabel ? 'rnc' : entityId === SPANISH_BANK_ENTITY ? 'cif' : 'standard';

/** Required in every variant. */
const alwaysRequired = ['name', 'merchantId', 'commerceCode', 'categoryCode', 'address.street', 'address.city'];

/** What each variant adds to the fields every commerce needs. */
const requiredByVariant: Record<CommerceVariant, readonly string[]> = {
  standard: ['phone', 'address.number', 'address.state'],
  // Dominican addresses often have no street number; the RNC is what identifies the business.
  rnc: ['phone', 'address.state', 'taxId'],
  // A Spanish business is identified by its CIF and its full postal address.
  cif: ['address.number', 'address.state', 'address.postalCode', 'taxId'],
};

export const RNC_MIN = 9;
export const RNC_MAX = 11;
/** A Spanish CIF: an organisation letter, seven digits and a control digit or letter. */
export const CIF_PATTERN = /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/i;
export const CIF_FORMAT = 'commerceForm.validation.cif';
export const RNC_FORMAT = 'validation.format.numeric';

export const requiredFieldsOf = (variant: CommerceVariant, config: Readonly<Record<string, string | undefined>>) => [
  ...alwaysRequired,
  ...requiredByVariant[variant],
  ...(config[EMAIL_REQUIRED_FLAG] === 'true' ? ['email'] : []),
];

export interface CommerceIssue {
  /** Dotted path of the field ('address.state'). */
  path: string;
  /** An error code (CE-0001) or a message key. */
  code: string;
}

const valueAt = (values: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

const taxIdIssue = (variant: CommerceVariant, taxId: string): string | undefined => {
  if (variant === 'rnc') {
    if (taxId.length < RNC_MIN) return 'CE-0003';
    if (taxId.length > RNC_MAX) return 'CE-0002';
    return /^\d+$/.test(taxId) ? undefined : RNC_FORMAT;
  }
  if (variant === 'cif') return CIF_PATTERN.test(taxId) ? undefined : CIF_FORMAT;
  return undefined;
};

/** The variant's refusals of a commerce: each field's first, in form order. */
export const commerceIssues = (
  values: Record<string, unknown>,
  entityId: number,
  config: Readonly<Record<string, string | undefined>>,
): CommerceIssue[] => {
  const variant = variantOf(entityId);
  const issues: CommerceIssue[] = requiredFieldsOf(variant, config)
    .filter((path) => isBlank(valueAt(values, path)))
    .map((path) => ({ path, code: REQUIRED }));
  const taxId = valueAt(values, 'taxId');
  if (!isBlank(taxId)) {
    const code = taxIdIssue(variant, String(taxId).trim());
    if (code) issues.push({ path: 'taxId', code });
  }
  return issues;
};

/** The variant's refusal as the commerce service answers it: 400 with each field's code, none when it passes. */
export const variantRefusal = (issues: readonly CommerceIssue[]): ServiceError | undefined => {
  if (!issues.length) return undefined;
  const Errors = Object.fromEntries(issues.map(({ path, code }) => [path, code]));
  const Code = issues.map(({ code }) => code).find(isErrorCode);
  return new ServiceError(400, Code ? { Code, Message: Code, Errors } : { Errors });
};
