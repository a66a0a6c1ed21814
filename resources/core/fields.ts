import type { AbilityName } from './abilities';
/**
 * The field vocabulary of resource schemas. A field declaration is plain data: the same object
 * drives the record type, the zod validation (console forms and sandbox requests), the default
 * screens, the fixtures and the sandbox table columns.
 */

export type Id = number;

/** Named string formats; each has a validation message and, where the spec names one, a code. */
export type TextFormat =
  'email' | 'url' | 'ip' | 'netmask' | 'bssid' | 'hex' | 'numeric' | 'alphanumeric' | 'identifier' | 'postalCode';

interface FieldCommon {
  /** The value must be present (CE-0001 when missing). */
  required?: boolean;
  /** Offered as a server-side list filter. */
  filter?: boolean;
  /** Offered as a server-side sort. */
  sort?: boolean;
  /** Shown as a list column by default (other scalar fields can be added with the column chooser). */
  list?: boolean;
  /** Set by the server; never sent by forms, shown read-only. */
  readOnly?: boolean;
  /** Included in the `q` full-text search. */
  search?: boolean;
  /** The value must not repeat inside an entity; the sandbox answers this code when it does. */
  unique?: string;
  /** Required only when a sibling field has one of these values (static IP needs an address). */
  requiredWhen?: { field: string; equals: readonly (string | boolean)[]; code?: string };
  /** Required when a record is created, optional afterwards (a user's password). */
  requiredOnCreate?: boolean;
  /**
   * Asked for only when a sibling field has one of these values (a wifi network's SSID); the form
   * hides and empties it otherwise, and validation then ignores it.
   */
  shownWhen?: { field: string; equals: readonly (string | boolean)[] };
  /**
   * Where the signed-in entity has this ability, the field is labelled by its message under
   * `abilityLabels` (the card processor's RNC instead of the tax id, spec section 4).
   */
  abilityLabel?: AbilityName;
}

export interface TextField extends FieldCommon {
  kind: 'text';
  min?: number;
  max?: number;
  /** Error code for `max` when the spec names one (TM-0006 for the terminal alias). */
  maxCode?: string;
  format?: TextFormat;
  /** Error code for a `format` mismatch when the spec names one (PM-0033 for a gateway). */
  formatCode?: string;
  /** A pattern with the code to answer when it does not match (TM-0001 for serial numbers). */
  pattern?: { regex: string; code: string };
  multiline?: boolean;
  secret?: boolean;
  default?: string;
}

export interface NumberField extends FieldCommon {
  kind: 'number';
  min?: number;
  max?: number;
  /** Values must be strictly greater than `min` (amounts 'greater than 0.00'). */
  exclusiveMin?: boolean;
  integer?: boolean;
  decimals?: number;
  unit?: string;
  /** Error code for `max` when the spec names one (IS-0019 for cookie days). */
  maxCode?: string;
  /** Name of a sibling number field this one must exceed (max amount over min amount). */
  greaterThan?: string;
  default?: number;
}

export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumField<V extends string = string> extends FieldCommon {
  kind: 'enum';
  values: readonly V[];
  default?: V;
  /** The value must be one of a sibling list's values (a default language among the languages). */
  memberOf?: { field: string; code: string };
}

export interface EnumArrayField<V extends string = string> extends FieldCommon {
  kind: 'enumArray';
  values: readonly V[];
  min?: number;
  max?: number;
}

export interface DateField extends FieldCommon {
  kind: 'date' | 'dateTime';
  /** Name of a sibling date field this one must come after ('To' after 'From'). */
  after?: string;
}

export interface ImageField extends FieldCommon {
  kind: 'image';
  /** A PNG or JPG of at most `maxKb`; without it, any image the upload path takes. Always uploaded, never typed. */
  upload?: { maxKb: number };
}

export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** Registry name of the referenced resource. */
  target: string;
}

export interface ReferenceArrayField extends FieldCommon {
  kind: 'referenceArray';
  target: string;
  max?: number;
  maxCode?: string;
  min?: number;
}

export interface StringArrayField extends FieldCommon {
  kind: 'stringArray';
  max?: number;
  maxCode?: string;
  min?: number;
  itemFormat?: TextFormat;
}

export interface GroupField<S extends FieldMap = FieldMap> extends FieldCommon {
  kind: 'group';
  fields: S;
}

export interface GroupArrayField<S extends FieldMap = FieldMap> extends FieldCommon {
  kind: 'groupArray';
  fields: S;
  min?: number;
  max?: number;
  /** Pairs of numeric sub-fields forming ranges that must not overlap (BIN ranges). */
  noOverlap?: { from: string; to: string };
  /** A sub-field no two items may share, and the code to answer when they do (AM-0021). */
  distinct?: { field: string; code: string };
}

export type Field =
  | TextField
  | NumberField
  | BooleanField
  | EnumField
  | EnumArrayField
  | DateField
  | ImageField
  | ReferenceField
  | ReferenceArrayField
  | StringArrayField
  | GroupField
  | GroupArrayField;

export type FieldKind = Field['kind'];

export type FieldMap = { readonly [name: string]: Field };

/** The TypeScript value of a declared field. */
export type ValueOf<F> = F extends { kind: 'text' | 'date' | 'dateTime' | 'image' }
  ? string
  : F extends { kind: 'number' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'enum'; values: readonly (infer V)[] }
        ? V
        : F extends { kind: 'enumArray'; values: readonly (infer V)[] }
          ? V[]
          : F extends { kind: 'reference' }
            ? Id
            : F extends { kind: 'referenceArray' }
              ? Id[]
              : F extends { kind: 'stringArray' }
                ? string[]
                : F extends { kind: 'group'; fields: infer S extends FieldMap }
                  ? FieldValues<S>
                  : F extends { kind: 'groupArray'; fields: infer S extends FieldMap }
                    ? FieldValues<S>[]
                    : never;

type RequiredKeys<S extends FieldMap> = {
  [K in keyof S]: S[K] extends { required: true } ? K : never;
}[keyof S];

type OptionalKeys<S extends FieldMap> = Exclude<keyof S, RequiredKeys<S>>;

/** The values of a field map: required fields are always present, others may be null. */
export type FieldValues<S extends FieldMap> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in OptionalKeys<S>]?: ValueOf<S[K]> | null;
};

/* Builders keep literal types (`required: true`, enum values) so records are typed precisely. */

type Options<F extends Field> = Omit<F, 'kind'>;

export const text = <const O extends Options<TextField>>(o?: O) => ({ kind: 'text', ...o }) as { kind: 'text' } & O;

/**
 * A record's business identifier (merchant id, commerce code, ...): required, alphanumeric,
 * listed, filtered, sorted, searched, and unique within the entity, refused with `unique`.
 */
export const identifier = <const U extends string>(unique: U, max = 20) =>
  text({ required: true, max, format: 'alphanumeric', list: true, filter: true, sort: true, search: true, unique });

export const number = <const O extends Options<NumberField>>(o?: O) =>
  ({ kind: 'number', ...o }) as { kind: 'number' } & O;

export const boolean = <const O extends Options<BooleanField>>(o?: O) =>
  ({ kind: 'boolean', ...o }) as { kind: 'boolean' } & O;

export const oneOf = <const V extends string, const O extends Omit<Options<EnumField<V>>, 'values'>>(
  values: readonly V[],
  o?: O,
) => ({ kind: 'enum', values, ...o }) as { kind: 'enum'; values: readonly V[] } & O;

export const someOf = <const V extends string, const O extends Omit<Options<EnumArrayField<V>>, 'values'>>(
  values: readonly V[],
  o?: O,
) => ({ kind: 'enumArray', values, ...o }) as { kind: 'enumArray'; values: readonly V[] } & O;

export const date = <const O extends Options<DateField>>(o?: O) => ({ kind: 'date', ...o }) as { kind: 'date' } & O;

export const dateTime = <const O extends Options<DateField>>(o?: O) =>
  ({ kind: 'dateTime', ...o }) as { kind: 'dateTime' } & O;

export const image = <const O extends Options<ImageField>>(o?: O) => ({ kind: 'image', ...o }) as { kind: 'image' } & O;

export const reference = <const O extends Omit<Options<ReferenceField>, 'target'>>(target: string, o?: O) =>
  ({ kind: 'reference', target, ...o }) as { kind: 'reference'; target: string } & O;

export const references = <const O extends Omit<Options<ReferenceArrayField>, 'target'>>(target: string, o?: O) =>
  ({ kind: 'referenceArray', target, ...o }) as { kind: 'referenceArray'; target: string } & O;

export const strings = <const O extends Options<StringArrayField>>(o?: O) =>
  ({ kind: 'stringArray', ...o }) as { kind: 'stringArray' } & O;

export const group = <const S extends FieldMap, const O extends Omit<Options<GroupField<S>>, 'fields'>>(
  fields: S,
  o?: O,
) => ({ kind: 'group', fields, ...o }) as { kind: 'group'; fields: S } & O;

export const groups = <const S extends FieldMap, const O extends Omit<Options<GroupArrayField<S>>, 'fields'>>(
  fields: S,
  o?: O,
) => ({ kind: 'groupArray', fields, ...o }) as { kind: 'groupArray'; fields: S } & O;

/**
 * A secret (a wifi or QR password): write-only. The services never return it, and refuse it as a
 * filter, a `q` search field or a sort, which would turn it into an oracle.
 */
export const isSecret = (field: Field): boolean => field.kind === 'text' && field.secret === true;

/** Scalar fields can be list columns, filters, sorts and sandbox columns. */
export const isScalar = (field: Field): boolean => field.kind !== 'group' && field.kind !== 'groupArray';
