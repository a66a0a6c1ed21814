import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { useTranslate } from 'ra-core';
import { commerces } from '../../../commerces/schema';
import { RecordAutocomplete } from '../../../terminals/pages/shared/RecordAutocomplete';

interface Props {
  assigned: readonly number[];
  onAssign: (id: number) => void;
  disabled: boolean;
}

/** Picks one of the entity's commerces (server-side search) and assigns it. */
export const AssignCommerce = ({ assigned, onAssign, disabled }: Props) => {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<number[]>([]);
  const fresh = chosen.filter((id) => !assigned.includes(id));
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <RecordAutocomplete
        resource={commerces.resource}
        label={translate('partnerPages.commerces.add')}
        value={chosen}
        onChange={setChosen}
      />
      <Button
        variant="contained"
        startIcon={<AddLinkIcon />}
        disabled={disabled || fresh.length === 0}
        onClick={() => {
          onAssign(fresh[0]);
          setChosen([]);
        }}
      >
        {translate('partnerPages.commerces.assign')}
      </Button>
    </Stack>
  );
};
