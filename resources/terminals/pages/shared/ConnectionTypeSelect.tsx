import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { connectionTypes, terminals } from '../../schema';
import { filterFieldSx } from './filterFieldSx';

interface Props {
  label: string;
  /** The label of the empty choice (any connection type). */
  anyLabel: string;
  value?: string;
  onChange: (value?: string) => void;
  disabled?: boolean;
}

/** One connection type, or any. */
export const ConnectionTypeSelect = ({ label, anyLabel, value, onChange, disabled }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={filterFieldSx}
      disabled={disabled}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {connectionTypes.map((type) => (
        <MenuItem key={type} value={type}>
          {translate(`resources.${terminals.resource}.choices.connectionType.${type}`, { _: type })}
        </MenuItem>
      ))}
    </TextField>
  );
};
