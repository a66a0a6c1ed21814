import { grants } from '../../core/access';
import type { PermissionName } from '../../core/permissions';

/** What the terminal report needs in every entity it reads. */
export const REPORT_PERMISSIONS: readonly PermissionName[] = ['MANAGE_REPORT_PERMISSION'];

/** An entity the user may pick in the terminal report, as the reports service lists it. */
export interface ReportEntity {
  Id: number;
  Name: string;
}

/**
 * The entities a user may report on (sandbox and fakerest alike): each one of `memberOf` where
 * the user's permissions there grant the report, not every membership.
 */
export const reportableEntities = (
  memberOf: readonly number[],
  permissionsIn: (entityId: number) => readonly string[],
): number[] =>
  memberOf.filter((entityId) => REPORT_PERMISSIONS.every((needed) => grants(permissionsIn(entityId), needed)));
