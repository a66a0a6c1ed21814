import { text } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { economicSectorsPermissions } from './permissions';

export const economicSectors = defineResource({
  name: 'economicSectors',
  route: 'commerce/economic-sector',
  service: 'commerce',
  path: 'api/v1/economic-sector',
  permissionPairs: economicSectorsPermissions,
  permissions: economicSectorsPermissions.economicSector,
  menu: { group: 'commerce', order: 5 },
  scope: 'global',
  label: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: {
    sectorId: text({
      required: true,
      max: 10,
      format: 'numeric',
      list: true,
      filter: true,
      sort: true,
      unique: 'PM-0006',
    }),
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
  },
});

export type EconomicSector = RecordOf<typeof economicSectors>;
