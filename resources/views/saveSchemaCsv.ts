import type { RaRecord } from 'ra-core';
import type { EntityAbilities } from '../core/abilities';
import type { ResourceSchema } from '../core/resourceSchema';
import { saveCsv } from './saveFile';
import { schemaCsv } from './schemaCsv';

type Translate = Parameters<typeof schemaCsv>[2];

/** Writes a schema list's records as `<resource>.csv` (the safe CSV writer) and hands it to the browser. */
export const saveSchemaCsv = (
  schema: ResourceSchema,
  records: RaRecord[],
  translate: Translate,
  abilities: EntityAbilities,
) => saveCsv(schemaCsv(schema, records, translate, abilities), `${schema.resource}.csv`);
