import {
  ArrayField,
  BooleanField,
  ChipField,
  DateField,
  EmailField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextArrayField,
  TextField,
  UrlField,
} from 'ra-ui-materialui';
import type { ReactElement } from 'react';
import type { Field } from '../core/fields';
import { EnumArrayField } from './EnumArrayField';
import { ReadableReference } from './ReadableReference';
import { RecordImageField } from './RecordImageField';
import { schemaNamed } from '../schemaLookup';
import { enumChoices, fieldLabel } from './labels';
import { SECRET_MASK } from './table/cellText';
import { ConsoleDataTable } from './reactAdminParts/dataTable/ConsoleDataTable';

interface Props {
  resource: string;
  path: string;
  field: Field;
  source?: string;
}

/** Shows a field's value the way its kind calls for (show pages and list cells). */
export const FieldDisplay = ({ resource, path, field, source = path }: Props): ReactElement | null => {
  switch (field.kind) {
    case 'text':
      if (field.secret) return <span>{SECRET_MASK}</span>;
      if (field.format === 'email') return <EmailField source={source} />;
      if (field.format === 'url') return <UrlField source={source} target="_blank" rel="noreferrer" />;
      return <TextField source={source} />;
    case 'number':
      return <NumberField source={source} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'enum':
      return <SelectField source={source} choices={enumChoices(resource, path, field.values)} />;
    case 'enumArray':
      return <EnumArrayField source={source} choices={enumChoices(resource, path, field.values)} />;
    case 'date':
      return <DateField source={source} />;
    case 'dateTime':
      return <DateField source={source} showTime />;
    case 'image':
      return <RecordImageField source={source} label={fieldLabel(resource, path)} />;
    case 'reference': {
      const target = schemaNamed(field.target);
      return (
        <ReadableReference reference={target.resource} fallback={<TextField source={source} />}>
          <ReferenceField source={source} reference={target.resource} link={target.route ? 'show' : false}>
            <TextField source={target.label} />
          </ReferenceField>
        </ReadableReference>
      );
    }
    case 'referenceArray': {
      const target = schemaNamed(field.target);
      return (
        <ReadableReference reference={target.resource} fallback={<TextArrayField source={source} />}>
          <ReferenceArrayField source={source} reference={target.resource}>
            <SingleFieldList linkType={false}>
              <ChipField source={target.label} size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </ReadableReference>
      );
    }
    case 'stringArray':
      return <TextArrayField source={source} />;
    case 'group':
      return null;
    case 'groupArray':
      return (
        <ArrayField source={source}>
          <ConsoleDataTable bulkActionButtons={false} rowClick={false}>
            {Object.entries(field.fields).map(([name, child]) => (
              <ConsoleDataTable.Col key={name} source={name} label={fieldLabel(resource, `${path}.${name}`)}>
                <FieldDisplay resource={resource} path={`${path}.${name}`} source={name} field={child} />
              </ConsoleDataTable.Col>
            ))}
          </ConsoleDataTable>
        </ArrayField>
      );
  }
};
