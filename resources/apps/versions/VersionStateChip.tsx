import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { fieldLabel } from '../../views/labels';

const colours = { NOT_DEFINED: 'default', PILOT: 'warning', ACTIVE: 'success', INACTIVE: 'error' } as const;

/** A version's state as the spec names it (NOT_DEFINED reads 'Available'). */
export const VersionStateChip = ({ state }: { state: string }) => {
  const translate = useTranslate();
  const colour = colours[state as keyof typeof colours] ?? 'default';
  return (
    <Chip
      size="small"
      color={colour}
      label={translate(`resources.appVersions.choices.state.${state}`)}
      aria-label={`${translate(fieldLabel('appVersions', 'state'))}: ${translate(`resources.appVersions.choices.state.${state}`)}`}
    />
  );
};
