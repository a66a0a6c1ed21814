import { commerceParameters, parameterValueFields, type CommerceParameters } from '../../commerceParameters/schema';

type ParameterField = (typeof parameterValueFields)[number];
type Entry = { key: string; value?: string | null };

const isParameterField = (key: string): key is ParameterField =>
  (parameterValueFields as readonly string[]).includes(key);

/** A group's free-form value (its parameters list holds text) read as the typed field it names. */
const typedValue = (field: ParameterField, value: string | null | undefined) => {
  const kind = commerceParameters.fields[field].kind;
  if (value == null || value === '') return null;
  if (kind === 'boolean') return value.trim().toLowerCase() === 'true';
  if (kind === 'number') {
    const number = Number(value.replace(',', '.'));
    return Number.isFinite(number) ? number : null;
  }
  return value;
};

/**
 * What a commerce inherits from its group: the group's own collection, with the entries of the
 * group's parameter list (edited on the group's page, merged from other groups) that name a
 * collection field taking precedence, so both screens speak of the same values.
 */
export const groupValues = (
  collection: Partial<CommerceParameters> | undefined,
  entries: readonly Entry[] | undefined,
): Partial<CommerceParameters> | undefined => {
  const listed = (entries ?? []).filter((entry) => isParameterField(entry.key));
  if (!collection && listed.length === 0) return undefined;
  return listed.reduce<Partial<CommerceParameters>>(
    (values, entry) => ({ ...values, [entry.key]: typedValue(entry.key as ParameterField, entry.value) }),
    { ...collection },
  );
};
