import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';

export interface ChoiceProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled row of radio buttons, one per option. */
export const Choice = <T extends string>({ id, label, value, options, onChange }: ChoiceProps<T>) => (
  <FormControl>
    <FormLabel id={id}>{label}</FormLabel>
    <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((option) => (
        <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
      ))}
    </RadioGroup>
  </FormControl>
);
