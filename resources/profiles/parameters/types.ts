/**
 * A profile's parameters (spec section 3, terminal parameters): plain data, shared by the console
 * forms, the fakerest provider and the sandbox. No React, no browser API.
 */

/** The parameter sets of a profile, each its own tab with its own validation. */
export const parameterSections = ['hosts', 'batchTips', 'taxes', 'ecr', 'receipts', 'communication', 'keys'] as const;
export type ParameterSection = (typeof parameterSections)[number];

/** What a parameter holds and how it is checked (spec section 5, generic field rules). */
export type ParameterType =
  | { kind: 'boolean' }
  | { kind: 'ip' }
  | { kind: 'port' }
  | { kind: 'hex'; length: number }
  | { kind: 'digits'; length: number }
  /** At most two decimals, between `min` and `max` (above `min` when `exclusiveMin`). */
  | { kind: 'decimal'; min: number; max: number; exclusiveMin?: boolean }
  | { kind: 'integer'; min: number; max: number }
  /** HH:MM, 24 hours. */
  | { kind: 'time' }
  | { kind: 'text'; max: number }
  | { kind: 'choice'; values: readonly string[] }
  /** Write-only: never returned, never exported; `format` digits or hex, `min` to `max` characters. */
  | { kind: 'secret'; format: 'digits' | 'hex'; min: number; max: number };

export type ParameterKind = ParameterType['kind'];

export interface ParameterDefinition {
  /** Letters, digits and underscore (PM-0004). */
  name: string;
  section: ParameterSection;
  type: ParameterType;
  /** Required when this boolean parameter is on (a host's address when the host is enabled). */
  requiredWhen?: string;
  /** Needed before the profile can become active (spec section 4). */
  activation?: boolean;
  /** The host type a host parameter belongs to, for the hosts tab's cards. */
  host?: HostType;
}

export const hostTypes = ['CREDIT', 'AMEX', 'MAESTRO', 'DCC', 'SIUBEN', 'WALLET', 'FIDELIUM', 'TOLL', 'NCF'] as const;
export type HostType = (typeof hostTypes)[number];

export type ParameterValue = string | number | boolean;
export type ParameterValues = Record<string, ParameterValue>;

/** A validation failure: an error code of the catalogue or a message key, with its substitutions. */
export interface ParameterIssue {
  code: string;
  args?: Record<string, string | number>;
}

export type ParameterIssues = Record<string, ParameterIssue>;

export type ProfileStatus = 'ACTIVE' | 'INACTIVE';

/** A profile's parameters as the services answer them: secrets are only named, never returned. */
export interface ProfileParameters {
  id: number;
  values: ParameterValues;
  secretsSet: string[];
  status: ProfileStatus;
  /** The activation parameters still missing: why the profile is inactive. */
  missing: string[];
}
