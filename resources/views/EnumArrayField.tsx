import { Chip, Stack } from '@mui/material';
import { useFieldValue, useTranslate } from 'ra-core';

interface Props {
  source: string;
  choices: { id: string; name: string }[];
  label?: string;
}

/** Translated chips for a list of enum values (languages, sections, ...). */
export const EnumArrayField = ({ source, choices }: Props) => {
  const translate = useTranslate();
  const values = useFieldValue<Record<string, unknown>>({ source });
  if (!Array.isArray(values) || values.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((value) => {
        const choice = choices.find((c) => c.id === value);
        return <Chip key={String(value)} size="small" label={choice ? translate(choice.name) : String(value)} />;
      })}
    </Stack>
  );
};
