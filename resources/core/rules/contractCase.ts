import type { FileKind } from '../upload/fileKinds';
import type { Filter, StoredRow, Values } from './domainHooks';

/** A call both back ends answer: on a resource by its registry name, as the console makes it. */
type ResourceCall =
  | { create: string; data: Values }
  | { update: string; id: number; data: Values }
  | { delete: string; id: number }
  | { get: string; id: number }
  | { list: string; filter?: Filter }
  /** A file uploaded to the app service, checked by its content; the answer's `id` names it. */
  | { upload: FileKind; bytes: Uint8Array; name?: string }
  /** A partner API key generated (its own path on the commerce service), answered with the key. */
  | { generateApiKey: Values };

/**
 * Who makes the call when not the case's persona (an administrator setting up what the case
 * needs), and the authenticator code sent with it (the 2FA whitelist).
 */
interface CallOptions {
  as?: string;
  twoFactorCode?: string;
}

export type ContractAction = ResourceCall & CallOptions;

/**
 * A call, or one made from what the set-up calls before it answered (the id of a record or file
 * they made) at the moment it is sent (a fresh authenticator code).
 */
export type ContractStep = ContractAction | ((earlier: readonly ContractOutcome[]) => ContractAction);

/** What a back end answered: the HTTP status, and for a refusal its code and field codes. */
export interface ContractOutcome {
  status: number;
  code?: string;
  /** Field path to the code that refused it. */
  errors?: Record<string, string>;
  /** The record created, updated, read or uploaded; the records listed. */
  record?: Values;
  records?: Values[];
}

/**
 * One case of a domain rule: who calls (a persona of ARCHITECTURE.md section 5, in an entity),
 * the calls made first to set it up, the call under test and what both back ends must answer.
 */
export interface ContractCase {
  /** The name of the rule it exercises (`DomainRule.name`). */
  rule: string;
  title: string;
  as: string;
  entityId?: number;
  setUp?: readonly ContractStep[];
  action: ContractStep;
  expect: Partial<Pick<ContractOutcome, 'status' | 'code' | 'errors'>> & {
    /** A check of the answer beyond its status and codes (the ids a scoped list shows). */
    outcome?: (outcome: ContractOutcome) => void;
  };
}

/** The seeded world both back ends start from: each resource's records by registry name. */
export type SeededWorld = Readonly<Record<string, readonly StoredRow[]>>;

/** A domain's cases, built from the seeded world (ids, names, ranges it can count on). */
export type ContractCases = (world: SeededWorld) => readonly ContractCase[];
