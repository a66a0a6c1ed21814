import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { RecordPickerProps } from './RecordAutocomplete';
import { filterFieldSx } from './filterFieldSx';

type Props = Omit<RecordPickerProps, 'resource' | 'filter'>;

/** Identifiers typed as numbers, separated by commas or spaces; `null` when a part is not one. */
export const parseRecordIds = (text: string): number[] | null => {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part) || Number(part) === 0)) return null;
  return [...new Set(parts.map(Number))];
};

/** The identifiers the text names, or `null` when it names none a picker of this kind takes. */
const acceptedIds = (text: string, multiple: boolean | undefined): number[] | null => {
  const ids = parseRecordIds(text);
  return ids === null || (!multiple && ids.length > 1) ? null : ids;
};

/**
 * Stands in for a picker of records the user may not list: their identifier typed, with a helper
 * text saying why. A single picker takes one identifier.
 */
export const RecordIdEntry = ({ label, value, onChange, multiple, helperText, error, disabled }: Props) => {
  const translate = useTranslate();
  const [text, setText] = useState(value.join(', '));
  const invalid = acceptedIds(text, multiple) === null;
  const why = translate(`terminalOperations.picker.${multiple ? 'typeIds' : 'typeId'}`);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(acceptedIds(event.target.value, multiple) ?? []);
      }}
      error={error || invalid}
      helperText={invalid ? translate('terminalOperations.picker.notAnId') : (helperText ?? why)}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={filterFieldSx}
    />
  );
};
