import { BooleanInput, NumberInput, PasswordInput, SelectInput, TextInput } from 'ra-ui-materialui';
import type { ParameterDefinition } from '../parameters/types';

interface Props {
  definition: ParameterDefinition;
  label: string;
  /** A secret already stored: a blank input keeps it. */
  secretSet?: boolean;
}

const hints: Partial<Record<ParameterDefinition['type']['kind'], string>> = {
  ip: '0.0.0.0',
  time: 'HH:MM',
};

/** The input of one parameter, by its type; the section's resolver checks the value. */
export const ParameterInput = ({ definition, label, secretSet }: Props) => {
  const { name, type } = definition;
  const common = { source: name, label, fullWidth: true, helperText: false as const };
  switch (type.kind) {
    case 'boolean':
      return <BooleanInput source={name} label={label} helperText={false} />;
    case 'choice':
      return <SelectInput {...common} choices={type.values.map((value) => ({ id: value, name: value }))} />;
    case 'port':
    case 'integer':
    case 'decimal':
      return <NumberInput {...common} step={type.kind === 'decimal' ? 0.01 : 1} />;
    case 'secret':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          helperText={secretSet ? 'profileParameters.secretSet' : false}
        />
      );
    default:
      return <TextInput {...common} placeholder={hints[type.kind]} />;
  }
};
