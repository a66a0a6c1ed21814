import type { FieldMap } from './fields';

/**
 * The messages a resource must provide in every complete language. The types follow the field
 * declarations, so a new field, group or enum value without its label fails typechecking.
 */

/** Declared keys only: a group's field map also carries FieldMap's index signature. */
type KnownKeys<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

type Nested<F> = F extends { fields: infer C extends FieldMap } ? KnownKeys<C> : never;

type FieldLabels<S extends FieldMap> = {
  [K in keyof S]: S[K] extends { fields: FieldMap } ? FieldLabels<Nested<S[K]>> : string;
};

type GroupKeys<S extends FieldMap> = {
  [K in keyof S]: S[K] extends { fields: FieldMap } ? K : never;
}[keyof S];

type HasEnum<F> = F extends { kind: 'enum' | 'enumArray' }
  ? true
  : F extends { fields: FieldMap }
    ? true extends { [K in keyof Nested<F>]: HasEnum<Nested<F>[K]> }[keyof Nested<F>]
      ? true
      : false
    : false;

type Choices<S extends FieldMap> = {
  [K in keyof S as HasEnum<S[K]> extends true ? K : never]: S[K] extends {
    kind: 'enum' | 'enumArray';
    values: readonly (infer V extends string)[];
  }
    ? Record<V, string>
    : Choices<Nested<S[K]>>;
};

/** Fields labelled differently for an entity ability (`abilityLabel`). */
type AbilityLabelKeys<S extends FieldMap> = {
  [K in keyof S]: S[K] extends { abilityLabel: string } ? K : never;
}[keyof S];

type AbilityLabels<S extends FieldMap> = [AbilityLabelKeys<S>] extends [never]
  ? { abilityLabels?: Partial<Record<keyof S, string>> }
  : { abilityLabels: Record<AbilityLabelKeys<S>, string> };

export type ResourceLanguageMessages<S extends FieldMap> = AbilityLabels<S> & ResourceLanguageTexts<S>;

interface ResourceLanguageTexts<S extends FieldMap> {
  /** Singular and plural name, as menus, titles and counters use it. */
  name: { one: string; other: string };
  fields: FieldLabels<S>;
  /** Titles of grouped fields (address, ranges, ...). */
  groups: Record<GroupKeys<S>, string>;
  /** Labels of enum values. */
  choices: Choices<S>;
  /** Optional help under an input. */
  help?: Partial<Record<keyof S, string>>;
}

/** A resource's messages in one complete language: `resources/<name>/messages/<locale>.ts`. */
export type ResourceMessages<R extends { fields: FieldMap }> = ResourceLanguageMessages<R['fields']>;
