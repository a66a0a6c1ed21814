import type { ResourceSchema } from '../core/resourceSchema';
import { lazyView } from './lazyView';

const SchemaList = lazyView(() => import('./SchemaList'));
const SchemaCreate = lazyView(() => import('./SchemaCreate'));
const SchemaEdit = lazyView(() => import('./SchemaEdit'));
const SchemaShow = lazyView(() => import('./SchemaShow'));

/** The schema-driven list, create, edit and show views, each in a lazy chunk. */
export const schemaViews = (schema: ResourceSchema) => ({
  list: <SchemaList schema={schema} />,
  create: schema.operations.create ? <SchemaCreate schema={schema} /> : undefined,
  edit: schema.operations.edit ? <SchemaEdit schema={schema} /> : undefined,
  show: <SchemaShow schema={schema} />,
});
