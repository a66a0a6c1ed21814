import { useTranslate } from 'ra-core';
import { schemas } from '../schemaLookup';

const byName = new Map(schemas.map((schema) => [schema.name, schema]));

/** An entry's object type as people read it: a resource's translated name, else as the service wrote it. */
export const useObjectTypeLabel = () => {
  const translate = useTranslate();
  return (type: string) => {
    const schema = byName.get(type);
    return schema ? translate(`resources.${schema.resource}.name`, { smart_count: 1 }) : type;
  };
};
