import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ParameterSource } from '../parameters/effective';

const colors = { profile: 'default', group: 'info', terminal: 'secondary' } as const;

/** Where a value comes from: the profile, the group or the terminal itself. */
export const SourceChip = ({ source }: { source: ParameterSource }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={source === 'profile' ? 'outlined' : 'filled'}
      color={colors[source]}
      label={translate(`terminalParameters.sources.${source}`)}
      data-source={source}
    />
  );
};
