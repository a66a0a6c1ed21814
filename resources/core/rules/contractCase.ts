import type { Filter, StoredRow, Values } from './domainHooks';

/** A call both back ends answer: on a resource by its registry name, as the console makes it. */
export type ContractAction =
  | { create: string; data: Values }
  | { update: string; id: number; data: Values }
  | { delete: string; id: number }
  | { get: string; id: number }
  | { list: string; filter?: Filter };

/** What a back end answered: the HTTP status, and for a refusal its code and field codes. */
export interface ContractOutcome {
  status: number;
  code?: string;
  /** Field path to the code that refused it. */
  errors?: Record<string, string>;
  /** The record created, updated or read; the records listed. */
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
  setUp?: readonly ContractAction[];
  action: ContractAction;
  expect: Partial<Pick<ContractOutcome, 'status' | 'code' | 'errors'>> & {
    /** A check of the answer beyond its status and codes (the ids a scoped list shows). */
    outcome?: (outcome: ContractOutcome) => void;
  };
}

/** The seeded world both back ends start from: each resource's records by registry name. */
export type SeededWorld = Readonly<Record<string, readonly StoredRow[]>>;

/** A domain's cases, built from the seeded world (ids, names, ranges it can count on). */
export type ContractCases = (world: SeededWorld) => readonly ContractCase[];
