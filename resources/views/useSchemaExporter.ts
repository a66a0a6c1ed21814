import { useTranslate, type Exporter } from 'ra-core';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import type { ResourceSchema } from '../core/resourceSchema';

/**
 * The export of a schema list (export button and bulk export), written by the safe CSV writer in
 * place of react-admin's default exporter; the writer is fetched when an export starts, so a list
 * does not load it before its first rows.
 */
export const useSchemaExporter = (schema: ResourceSchema): Exporter => {
  const translate = useTranslate();
  const abilities = useEntityAbilities();
  return async (records) => {
    const { saveSchemaCsv } = await import('./saveSchemaCsv');
    saveSchemaCsv(schema, records, translate, abilities);
  };
};
