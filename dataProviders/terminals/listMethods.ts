import type { MethodNames } from '../lazyMethods';
import type { DataProvider, Identifier } from 'ra-core';

/**
 * The terminal list's bulk actions as custom data provider methods, declared once here and
 * implemented over HTTP (below) and in memory (`terminalListFakerest.ts`). Like every custom
 * method they take the resource first: `assignTags` is called with the tags resource (parameters
 * service), `softDeleteTerminals` with the terminals resource (terminal service).
 */

/** What happened to one terminal of a tag assignment. */
export type TagAssignmentOutcome = 'ASSIGNED' | 'UNCHANGED' | 'LIMIT_EXCEEDED' | 'NOT_FOUND';

export interface TagAssignmentResult {
  terminalId: Identifier;
  /** Empty when the terminal was not found. */
  serialNumber: string;
  outcome: TagAssignmentOutcome;
}

export interface AssignTagsParams {
  terminalIds: Identifier[];
  tagIds: Identifier[];
}

export interface SoftDeleteParams {
  ids: Identifier[];
}

export interface TerminalListMethods {
  /** Adds the tags to each terminal; a terminal that would end with over 5 tags is skipped (spec section 4). */
  assignTags(resource: string, params: AssignTagsParams): Promise<{ data: TagAssignmentResult[] }>;
  /** Marks the terminals deleted; answers the ids it marked. */
  softDeleteTerminals(resource: string, params: SoftDeleteParams): Promise<{ data: Identifier[] }>;
}

export type TerminalListDataProvider = DataProvider & TerminalListMethods;

/** Sandbox paths: `POST {parameters}/api/v1/TagAssignment` and `POST {terminal}/api/v1/Terminal/SoftDelete`. */
export const TAG_ASSIGNMENT_PATH = 'api/v1/TagAssignment';
export const SOFT_DELETE_PATH = 'api/v1/Terminal/SoftDelete';

/** The method names, so the HTTP implementation can load on first call. */
export const terminalListMethodNames: MethodNames<TerminalListMethods> = {
  assignTags: true,
  softDeleteTerminals: true,
};
