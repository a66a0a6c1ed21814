import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'ra-ui-materialui';
import { abilitiesOf, type EntityAbilities } from '../core/abilities';
import type { Field } from '../core/fields';
import { filterableFields, type ResourceSchema } from '../core/resourceSchema';
import { schemaNamed } from '../schemaLookup';
import { RangeLabel } from './RangeLabel';
import { entityFieldLabel, enumChoices } from './labels';

const searchQuery = (q: string) => ({ q });

/** Whether the user may read a resource's records. */
type Readable = (resource: string) => boolean;

/**
 * Server-side filters of a list. Text matches anywhere (`field_q`), dates and numbers filter by
 * range (`field_gte`, `field_lte`), lists by any shared value (`field_inc_any`), the rest by equality; `q` searches the searchable fields.
 */
const filterInputsOf = (
  resource: string,
  name: string,
  field: Field,
  readable: Readable,
  abilities: EntityAbilities,
): ReactElement[] => {
  const label = entityFieldLabel(resource, name, field, abilities);
  switch (field.kind) {
    case 'text':
      return [<TextInput key={name} source={`${name}_q`} label={label} />];
    case 'enum':
      return [
        <SelectInput key={name} source={name} label={label} choices={enumChoices(resource, name, field.values)} />,
      ];
    case 'enumArray':
      return [
        <SelectArrayInput
          key={name}
          source={`${name}_inc_any`}
          label={label}
          choices={enumChoices(resource, name, field.values)}
        />,
      ];
    case 'boolean':
      return [<NullableBooleanInput key={name} source={name} label={label} />];
    case 'number':
      return [
        <NumberInput key={`${name}_gte`} source={`${name}_gte`} label={<RangeLabel label={label} bound="from" />} />,
        <NumberInput key={`${name}_lte`} source={`${name}_lte`} label={<RangeLabel label={label} bound="to" />} />,
      ];
    case 'date':
    case 'dateTime':
      return [
        <DateInput key={`${name}_gte`} source={`${name}_gte`} label={<RangeLabel label={label} bound="from" />} />,
        <DateInput key={`${name}_lte`} source={`${name}_lte`} label={<RangeLabel label={label} bound="to" />} />,
      ];
    case 'reference': {
      const target = schemaNamed(field.target);
      if (!readable(target.resource)) return [];
      return [
        <ReferenceInput key={name} source={name} reference={target.resource} label={label}>
          <AutocompleteInput label={label} optionText={target.label} filterToQuery={searchQuery} />
        </ReferenceInput>,
      ];
    }
    case 'referenceArray': {
      const target = schemaNamed(field.target);
      if (!readable(target.resource)) return [];
      return [
        <ReferenceArrayInput key={name} source={`${name}_inc_any`} reference={target.resource} label={label}>
          <AutocompleteArrayInput label={label} optionText={target.label} filterToQuery={searchQuery} />
        </ReferenceArrayInput>,
      ];
    }
    default:
      return [];
  }
};

/**
 * The list's filters. References filter only where the user may read their target: the choices
 * would be asked of a service that refuses them. Labels follow the entity's abilities (RNC).
 */
export const filterInputs = (
  schema: ResourceSchema,
  readable: Readable,
  abilities: EntityAbilities = abilitiesOf(Number.NaN),
): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...filterableFields(schema).flatMap(([name, field]) =>
    filterInputsOf(schema.resource, name, field, readable, abilities),
  ),
];
