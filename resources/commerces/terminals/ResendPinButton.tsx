import PinIcon from '@mui/icons-material/Pin';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CommerceDataProvider } from '../../../dataProviders/commerces/commerceMethods';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';

/** Sends new PINs of the chosen terminals to the commerce's e-mail. */
export const ResendPinButton = ({ commerceId, terminalIds }: { commerceId: number; terminalIds: number[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CommerceDataProvider>();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const { data } = await dataProvider.resendTerminalPins({ commerceId, terminalIds });
      notify('commerceTerminals.pinSent', {
        type: 'success',
        messageArgs: { n: data.sent, email: data.recipient },
      });
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button startIcon={<PinIcon />} onClick={resend} disabled={terminalIds.length === 0 || sending}>
      {translate('commerceTerminals.resendPin')}
    </Button>
  );
};
