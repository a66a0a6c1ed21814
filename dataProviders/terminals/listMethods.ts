import { defineMethods } from '../defineMethods';
import type { DataProvider, Identifier } from 'ra-core';

/**
 * The terminal list's bulk actions as custom data provider methods, declared once here and
 * implemented over HTTP (`listHttp.ts`) and in memory (`listFakerest.ts`): `assignTags` on the
 * parameters service, `softDeleteTerminals` on the terminal service.
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
  assignTags(params: AssignTagsParams): Promise<{ data: TagAssignmentResult[] }>;
  /** Marks the terminals deleted; answers the ids it marked. */
  softDeleteTerminals(params: SoftDeleteParams): Promise<{ data: Identifier[] }>;
}

export type TerminalListDataProvider = DataProvider & TerminalListMethods;

/** Sandbox paths: `POST {parameters}/api/v1/TagAssignment` and `POST {terminal}/api/v1/Terminal/SoftDelete`. */
export const TAG_ASSIGNMENT_PATH = 'api/v1/TagAssignment';
export const SOFT_DELETE_PATH = 'api/v1/Terminal/SoftDelete';

export const terminalListFamily = defineMethods<TerminalListMethods>({
  domain: 'terminals',
  names: {
    assignTags: true,
    softDeleteTerminals: true,
  },
  http: async (context) => (await import('./listHttp')).createHttpTerminalListMethods(context),
  fake: async (context) => (await import('./listFakerest')).createFakeTerminalListMethods(context),
});
