import { Alert, Stack } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { BooleanInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { appVersions } from '../../appVersions/schema';
import { FieldInput } from '../../views/FieldInput';
import { fieldLabel } from '../../views/labels';

/** For a new pilot: its terminals, and whether it keeps those of the pilot it ends. */
export const PilotInputs = ({ pilot }: { pilot?: RaRecord }) => {
  const translate = useTranslate();
  const state = useWatch({ name: 'state' }) as string;
  if (state !== 'PILOT') return null;
  return (
    <Stack spacing={1}>
      <FieldInput
        resource="appVersions"
        path="authorizedTerminalIds"
        field={appVersions.fields.authorizedTerminalIds}
      />
      {pilot && (
        <>
          <Alert severity="info">
            {translate('market.versions.pilotHandover', { version: String(pilot.versionName) })}
          </Alert>
          <BooleanInput
            source="keepPilotTerminals"
            label={translate(fieldLabel('appVersions', 'keepPilotTerminals'))}
          />
        </>
      )}
    </Stack>
  );
};
