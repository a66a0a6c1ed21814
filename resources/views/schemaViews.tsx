import type { ResourceSchema } from '../core/resourceSchema';
import { lazyView } from './lazyView';
import { SCHEMA_VIEW_CLASS } from './schemaViewClass';

const SchemaList = lazyView(() => import('./SchemaList'));
const SchemaCreate = lazyView(() => import('./SchemaCreate'));
const SchemaEdit = lazyView(() => import('./SchemaEdit'));
const SchemaShow = lazyView(() => import('./SchemaShow'));

/** The schema-driven list, create, edit and show views, each in a lazy chunk. */
export const schemaViews = (schema: ResourceSchema) => ({
  list: <SchemaList schema={schema} className={SCHEMA_VIEW_CLASS} />,
  create: schema.operations.create ? <SchemaCreate schema={schema} className={SCHEMA_VIEW_CLASS} /> : undefined,
  edit: schema.operations.edit ? <SchemaEdit schema={schema} className={SCHEMA_VIEW_CLASS} /> : undefined,
  show: <SchemaShow schema={schema} className={SCHEMA_VIEW_CLASS} />,
});
