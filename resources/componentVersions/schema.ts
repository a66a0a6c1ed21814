import { number, reference, references, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { componentsPermissions } from '../components/permissions';

/**
 * A version of a system component (spec section 7: Component versions, binary, allow-terminals):
 * made of an uploaded binary whose manifest gives its name and code, installable on the
 * terminals its component's models allow, or only on the listed ones.
 */
export const componentVersions = defineResource({
  name: 'componentVersions',
  service: 'app',
  path: 'api/v1/Component/versions',
  permissions: componentsPermissions.systemComponent,
  label: 'versionName',
  defaultSort: { field: 'versionCode', order: 'DESC' },
  fields: {
    componentId: reference('components', { required: true, filter: true, list: true }),
    versionName: text({ readOnly: true, max: 50, list: true, sort: true, search: true }),
    versionCode: number({ readOnly: true, integer: true, min: 1, list: true, sort: true }),
    /** The uploaded binary the version is made of. */
    binaryFileId: text({ max: 64 }),
    binaryUrl: text({ readOnly: true }),
    /** Empty: every terminal of a suited model; else only these. */
    allowedTerminalIds: references('terminals', { max: 1000 }),
    note: text({ max: 1000, multiline: true }),
  },
});

export type ComponentVersion = RecordOf<typeof componentVersions>;
