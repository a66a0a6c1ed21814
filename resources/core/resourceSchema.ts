import type { Field, FieldMap, FieldValues, Id } from './fields';
import type { PermissionName, PermissionPairs } from './permissions';

/** The nine back-end services (spec section 7). */
export const serviceNames = [
  'auth',
  'identity',
  'parameters',
  'commerce',
  'terminal',
  'app',
  'reports',
  'transactions',
  'vouchers',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Sidebar groups in the spec's order (section 2, sidebar menu). */
export const menuGroups = ['market', 'reports', 'commerce', 'partners', 'terminals', 'administration'] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** Entity configuration flags that gate market items (spec section 6). */
export type EntityConfigFlag =
  | 'CAN_CREATE_ENTITY_PARAMETERS'
  | 'CAN_MANAGE_PROMOTIONAL_VIDEO'
  | 'CAN_MANAGE_TUTORIAL_VIDEO'
  | 'ADVERTISING_CAMPAIGN_IS_ALLOWED';

export interface ResourcePermissions {
  /** Any one of these lets a user see the resource. */
  read: PermissionName | readonly PermissionName[];
  /** Needed to create, edit and delete. */
  write: PermissionName;
  /** Lets a user edit records without `write` (BUNDLE_UPDATE: update published bundles, not create them). */
  update?: PermissionName;
  /** Needed instead of `write` to delete, on every path that deletes (a terminal's hard delete). */
  delete?: PermissionName;
  /** Named actions beyond create, edit and delete, each with its own permission (terminal commands). */
  actions?: Readonly<Record<string, PermissionName>>;
  /**
   * 'read': the edit page opens with a read permission and shows readers the record read-only
   * (spec section 2: /users/:userId and /appmanagement/edit need only the read permission);
   * by default it needs `write`.
   */
  editPage?: 'read';
  /**
   * Needed besides reading to open the resource's own screens and menu entry, where the route
   * table asks more than reading its records (spec section 2: /Terminal/Tags needs tags write and
   * read, while TAGS_READ reads tags wherever they are shown).
   */
  page?: PermissionName;
}

/**
 * One refusal of a record rule: the field, its code or message key, and the catalogue code the
 * refusal answers with when the message is a key (the services' `Code`).
 */
export interface RecordIssue {
  path: string;
  message: string;
  refusalCode?: string;
}

/** A rule across a record's fields beyond their declarations: the issues it finds (empty: none). */
export type RecordRule = (values: Readonly<Record<string, unknown>>) => readonly RecordIssue[];

export interface ResourceOperations {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

export interface ResourceSchemaInput<S extends FieldMap> {
  /** Registry name: the folder under resources/ and the key fixtures and tests use. */
  name: string;
  /** The spec's URL for the resource's screens; absent for data that only other screens show. */
  route?: string;
  service: ServiceName;
  /** Path of the collection on its service, without leading slash. */
  path: string;
  /**
   * Where the service lists the collection when the spec gives the list a path of its own
   * (`api/v1/Terminal/list`): the console lists there, the sandbox serves the list at both.
   */
  listPath?: string;
  permissions: ResourcePermissions;
  /**
   * The pairs its folder declares (`./permissions.ts`), given on the folder's own resource only:
   * the permission catalogue gathers them from the resource list.
   */
  permissionPairs?: PermissionPairs;
  menu?: { group: MenuGroup; order: number; flag?: EntityConfigFlag };
  /** Global data is shared by every entity (brands, models, permissions); the default is per entity. */
  scope?: 'entity' | 'global';
  fields: S;
  /** The field that names a record in titles, references and autocompletes. */
  label: keyof S & string;
  operations?: Partial<ResourceOperations>;
  defaultSort?: { field: (keyof S & string) | 'id'; order: 'ASC' | 'DESC' };
  /** Applied wherever the zod schema is: the form, the in-memory provider and the sandbox; a rule that imports much is declared in resources/recordRules.ts instead. */
  rules?: readonly RecordRule[];
}

/** A declared resource. Field-name keys are widened to strings so every schema fits one list. */
export interface ResourceSchema<S extends FieldMap = FieldMap> {
  name: string;
  route?: string;
  /** The react-admin resource name: the route when there are screens, else the registry name. */
  resource: string;
  service: ServiceName;
  path: string;
  listPath?: string;
  permissions: ResourcePermissions;
  permissionPairs?: PermissionPairs;
  menu?: ResourceSchemaInput<S>['menu'];
  scope: 'entity' | 'global';
  fields: S;
  label: string;
  operations: ResourceOperations;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  rules?: readonly RecordRule[];
}

export const defineResource = <const S extends FieldMap>(input: ResourceSchemaInput<S>): ResourceSchema<S> => ({
  scope: 'entity',
  defaultSort: { field: 'id', order: 'DESC' },
  ...input,
  resource: input.route ?? input.name,
  operations: { create: true, edit: true, delete: true, ...input.operations },
});

/** The record a resource stores: its declared fields plus the identifier. */
export type RecordOf<R extends { fields: FieldMap }> = { id: Id } & FieldValues<R['fields']>;

type Entries = [string, Field][];

export const fieldEntries = (schema: Pick<ResourceSchema, 'fields'>): Entries => Object.entries(schema.fields);

export const filterableFields = (schema: Pick<ResourceSchema, 'fields'>): Entries =>
  fieldEntries(schema).filter(([, field]) => field.filter);

export const sortableFields = (schema: Pick<ResourceSchema, 'fields'>): Entries =>
  fieldEntries(schema).filter(([, field]) => field.sort);

export const readPermissions = (schema: Pick<ResourceSchema, 'permissions'>): PermissionName[] =>
  typeof schema.permissions.read === 'string' ? [schema.permissions.read] : [...schema.permissions.read];
