import { z } from 'zod';

/**
 * The general configuration of an entity (/api/configuration/general): the entity configuration
 * keys an administrator may change, by their console names. Plain data, shared with the sandbox.
 */
export const generalConfigKeys = {
  inactivityMinutes: 'INACTIVITY_TIME',
  terminalOnlineMinutes: 'TERMINAL_ONLINE_MINUTES',
  commerceGroupRequired: 'COMMERCE_GROUP_REQUIRED',
  commerceEmailRequired: 'COMMERCE_EMAIL_REQUIRED',
  fileWithAuthorization: 'GET_FILE_WITH_AUTHORIZATION',
  termsAndConditionsDocument: 'USE_TERMS_AND_CONDITIONS_DOCUMENT',
} as const;

export const generalConfigSchema = z
  .object({
    inactivityMinutes: z.number().int().min(1).max(120),
    terminalOnlineMinutes: z.number().int().min(1).max(1440),
    commerceGroupRequired: z.boolean(),
    commerceEmailRequired: z.boolean(),
    fileWithAuthorization: z.boolean(),
    termsAndConditionsDocument: z.boolean(),
  })
  .strict();

export type GeneralConfig = z.infer<typeof generalConfigSchema>;
export type GeneralConfigField = keyof GeneralConfig;

const numberKeys = new Set<GeneralConfigField>(['inactivityMinutes', 'terminalOnlineMinutes']);

/** The general configuration read from an entity configuration map (defaults where a key is absent). */
export const generalConfigOf = (config: Readonly<Record<string, string>>): GeneralConfig => {
  const entries = Object.entries(generalConfigKeys).map(([field, key]) => {
    const value = config[key];
    return [field, numberKeys.has(field as GeneralConfigField) ? Number(value ?? 0) : value === 'true'];
  });
  return Object.fromEntries(entries) as GeneralConfig;
};

/** The entity configuration keys a general configuration writes. */
export const entityConfigOfGeneral = (general: GeneralConfig): Record<string, string> =>
  Object.fromEntries(
    Object.entries(generalConfigKeys).map(([field, key]) => [key, String(general[field as GeneralConfigField])]),
  );
