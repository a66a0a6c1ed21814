import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AGREEMENTS_ENABLED, parameterByName } from '../parameters/catalogue';
import { hostFields, hostParameterName } from '../parameters/hosts';
import { hostTypes, type HostType, type ParameterDefinition } from '../parameters/types';
import { ParameterInput } from './ParameterInput';

const hostGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  gap: 2,
} as const;

const fieldGrid = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 } as const;

const definitionsOf = (host: HostType) =>
  hostFields.flatMap((field) => parameterByName.get(hostParameterName(host, field)) ?? []);

const HostCard = ({ host }: { host: HostType }) => {
  const translate = useTranslate();
  const label = (definition: ParameterDefinition) =>
    translate(`profileParameters.hostFields.${definition.name.slice(host.length + 1)}`);
  const definitions = definitionsOf(host);
  const agreements = host === 'FIDELIUM' ? parameterByName.get(AGREEMENTS_ENABLED) : undefined;
  return (
    <Card variant="outlined" data-host={host}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate(`profileParameters.hostTypes.${host}`)}
        </Typography>
        <Box sx={fieldGrid}>
          {definitions.map((definition) => (
            <Box key={definition.name} sx={definition.type.kind === 'boolean' ? { gridColumn: '1 / -1' } : undefined}>
              <ParameterInput definition={definition} label={label(definition)} />
            </Box>
          ))}
          {agreements && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ParameterInput definition={agreements} label={translate('profileParameters.names.AGREEMENTS_ENABLED')} />
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

/** The hosts tab: one card per host type with its addresses, ports, NII and TPDU. */
export const HostCards = () => (
  <Box sx={hostGrid}>
    {hostTypes.map((host) => (
      <HostCard key={host} host={host} />
    ))}
  </Box>
);
