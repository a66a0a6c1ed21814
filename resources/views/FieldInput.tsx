import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
} from 'ra-ui-materialui';
import type { ReactElement } from 'react';
import { useTranslate } from 'ra-core';
import type { Field } from '../core/fields';
import { FileUrlInput } from '../core/upload/FileUrlInput';
import type { ValidationMode } from '../core/validation';
import { schemaNamed } from '../schemaLookup';
import { FieldGroupInput } from './FieldGroupInput';
import { ImageUploadInput } from './ImageUploadInput';
import { ReadableReference } from './ReadableReference';
import { UnreadableReferenceInput } from './UnreadableReferenceInput';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import { entityFieldLabel, enumChoices, groupLabel } from './labels';
import { useHelpText } from './useHelpText';

interface Props {
  resource: string;
  /** Dotted path of the field in the record ('address.street'). */
  path: string;
  field: Field;
  /** Inside an array item the source is relative to the item. */
  source?: string;
  /** Some values are only required when a record is created. */
  mode?: ValidationMode;
}

const searchQuery = (q: string) => ({ q });

/** The input a field's kind calls for, labelled and described through i18n. */
export const FieldInput = ({ resource, path, field, source = path, mode = 'update' }: Props): ReactElement => {
  const translate = useTranslate();
  const helperText = useHelpText(resource, path);
  const abilities = useEntityAbilities();
  const common = {
    source,
    label: entityFieldLabel(resource, path, field, abilities),
    isRequired: field.required || (mode === 'create' && field.requiredOnCreate),
    helperText,
  };
  const defaultValue = 'default' in field ? field.default : undefined;
  switch (field.kind) {
    case 'text':
      if (field.secret) return <PasswordInput {...common} autoComplete="new-password" />;
      return (
        <TextInput
          {...common}
          defaultValue={defaultValue}
          multiline={field.multiline}
          className={field.multiline ? 'full-row' : undefined}
          type={field.format === 'email' ? 'email' : 'text'}
        />
      );
    case 'number':
      return <NumberInput {...common} defaultValue={defaultValue} min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput {...common} defaultValue={field.default ?? false} />;
    case 'enum':
      return (
        <SelectInput {...common} defaultValue={defaultValue} choices={enumChoices(resource, path, field.values)} />
      );
    case 'enumArray':
      return <SelectArrayInput {...common} choices={enumChoices(resource, path, field.values)} />;
    case 'date':
      return <DateInput {...common} />;
    case 'dateTime':
      return <DateTimeInput {...common} />;
    case 'image':
      if (field.upload) return <ImageUploadInput {...common} maxKb={field.upload.maxKb} />;
      return <FileUrlInput source={source} kind="image" label={translate(common.label)} />;
    case 'reference': {
      const target = schemaNamed(field.target);
      return (
        <ReadableReference reference={target.resource} fallback={<UnreadableReferenceInput {...common} />}>
          <ReferenceInput source={source} reference={target.resource} sort={{ field: target.label, order: 'ASC' }}>
            <AutocompleteInput {...common} optionText={target.label} filterToQuery={searchQuery} />
          </ReferenceInput>
        </ReadableReference>
      );
    }
    case 'referenceArray': {
      const target = schemaNamed(field.target);
      return (
        <ReadableReference reference={target.resource} fallback={<UnreadableReferenceInput {...common} />}>
          <ReferenceArrayInput source={source} reference={target.resource} sort={{ field: target.label, order: 'ASC' }}>
            <AutocompleteArrayInput {...common} optionText={target.label} filterToQuery={searchQuery} />
          </ReferenceArrayInput>
        </ReadableReference>
      );
    }
    case 'stringArray':
      return <TextArrayInput {...common} />;
    case 'group':
      return <FieldGroupInput resource={resource} path={path} fields={field.fields} />;
    case 'groupArray':
      return (
        <ArrayInput {...common} label={groupLabel(resource, path)} className="full-row">
          <SimpleFormIterator inline>
            {Object.entries(field.fields).map(([name, child]) => (
              <FieldInput key={name} resource={resource} path={`${path}.${name}`} source={name} field={child} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
};
