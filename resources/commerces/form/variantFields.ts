import type { Field, FieldMap } from '../../core/fields';
import { requiredFieldsOf, type CommerceVariant } from '../rules/commerceVariant';

/** The commerce fields as a variant asks for them: what it requires is marked required. */
export const variantFields = (
  fields: FieldMap,
  variant: CommerceVariant,
  config: Record<string, string>,
  prefix = '',
  required: readonly string[] = requiredFieldsOf(variant, config),
): FieldMap =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]): [string, Field] => {
      const path = `${prefix}${name}`;
      if (field.kind === 'group')
        return [name, { ...field, fields: variantFields(field.fields, variant, config, `${path}.`, required) }];
      return [name, required.includes(path) ? { ...field, required: true } : field];
    }),
  );
