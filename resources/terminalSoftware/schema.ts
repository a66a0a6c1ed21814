import { dateTime, number, oneOf, text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { terminalsPermissions } from '../terminals/permissions';

export const softwareKinds = ['APP', 'COMPONENT', 'FIRMWARE'] as const;
export type SoftwareKind = (typeof softwareKinds)[number];

/**
 * What runs on each terminal: its apps, system components and firmware, as the terminal last
 * reported. A completed install replaces the item of the same source (app or component).
 */
export const terminalSoftware = defineResource({
  name: 'terminalSoftware',
  service: 'terminal',
  path: 'api/v1/Terminal/installed-software',
  permissions: terminalsPermissions.terminals,
  label: 'name',
  operations: { create: false, edit: false, delete: false },
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    /**
     * The terminal, as a plain id rather than a reference: these records go with their terminal
     * (a hard delete removes them) and must not block its deletion as dependents would.
     */
    terminalId: number({ required: true, integer: true, min: 1, filter: true }),
    kind: oneOf(softwareKinds, { required: true, list: true, filter: true }),
    name: text({ required: true, max: 150, list: true, sort: true }),
    packageName: text({ max: 150, list: true }),
    version: text({ required: true, max: 50, list: true }),
    /** The app (for apps) or the component (for components and firmware). */
    sourceId: number({ integer: true }),
    installedAt: dateTime({ list: true, sort: true }),
  },
});

export type TerminalSoftware = RecordOf<typeof terminalSoftware>;
