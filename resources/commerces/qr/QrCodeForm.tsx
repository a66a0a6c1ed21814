import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AutocompleteArrayInput, SaveButton, SimpleForm, Toolbar } from 'ra-ui-materialui';
import { useMemo } from 'react';
import type { ValidationMode } from '../../core/validation';
import { qrCodes } from '../../qrCodes/schema';
import { FieldInput } from '../../views/FieldInput';
import { fieldLabel } from '../../views/labels';
import { formGrid } from '../../views/SchemaForm';
import { schemaResolver } from '../../views/schemaResolver';
import { useCommerceTerminals } from '../terminals/useCommerceTerminals';

const resource = qrCodes.resource;
const inputs = [
  'payloadFormatIndicator',
  'pointInitiationMethod',
  'merchantAccountInformation',
  'serverUrl',
  'authUser',
  'authPassword',
] as const;

/** A QR code's fields (spec section 3), the password write-only, and the commerce's terminals that offer it. */
export const QrCodeForm = ({ mode, commerceId }: { mode: ValidationMode; commerceId: number }) => {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(qrCodes, mode), [mode]);
  const { data: available = [] } = useCommerceTerminals(commerceId);
  const choices = available.map((terminal) => ({
    id: terminal.serialNumber,
    name: terminal.alias ? `${terminal.serialNumber} (${terminal.alias})` : terminal.serialNumber,
  }));
  return (
    <SimpleForm
      resolver={resolver}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Box sx={formGrid}>
        {inputs.map((name) => (
          <FieldInput key={name} resource={resource} path={name} field={qrCodes.fields[name]} mode={mode} />
        ))}
        <AutocompleteArrayInput
          source="terminalSerials"
          className="full-row"
          label={fieldLabel(resource, 'terminalSerials')}
          choices={choices}
          helperText={translate('commerceQr.terminalsHelp')}
        />
      </Box>
    </SimpleForm>
  );
};
