import { useTranslate, type Exporter } from 'ra-core';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { ResourceSchema } from '../core/resourceSchema';
import { saveCsv } from './saveFile';
import { schemaCsv } from './schemaCsv';

/**
 * The export of a schema list (export button and bulk export), written by the safe CSV writer in
 * place of react-admin's default exporter.
 */
export const useSchemaExporter = (schema: ResourceSchema): Exporter => {
  const translate = useTranslate();
  const abilities = useEntityAbilities();
  return (records) => saveCsv(schemaCsv(schema, records, translate, abilities), `${schema.resource}.csv`);
};
