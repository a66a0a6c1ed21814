import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';

interface Props {
  version: string;
  terminals: number;
  onConfirm: (keepList: boolean) => void;
  onClose: () => void;
}

/** Making a pilot active: open it to every terminal of the app's models (the default) or keep its list. */
export const PromotePilotDialog = ({ version, terminals, onConfirm, onClose }: Props) => {
  const translate = useTranslate();
  const [choice, setChoice] = useState<'open' | 'keep'>('open');
  return (
    <Confirm
      isOpen
      title={translate('market.versions.promote.title', { version })}
      confirm={translate('market.versions.promote.confirm')}
      content={
        <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as 'open' | 'keep')}>
          <FormControlLabel value="open" control={<Radio />} label={translate('market.versions.promote.open')} />
          <FormControlLabel
            value="keep"
            control={<Radio />}
            label={translate('market.versions.promote.keep', { count: terminals })}
          />
        </RadioGroup>
      }
      onClose={onClose}
      onConfirm={() => onConfirm(choice === 'keep')}
    />
  );
};
