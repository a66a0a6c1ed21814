import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { type ApiKey } from '../../../apiKeys/schema';
import { useApiKeys } from './useApiKeys';

/** Revokes a key after a confirmation: from then on the partner API refuses it. */
export const RevokeKeyButton = ({ apiKey }: { apiKey: ApiKey }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useApiKeys();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const revoke = async () => {
    setSending(true);
    try {
      await provider.revokePartnerApiKey({ id: Number(apiKey.id) });
      notify('partnerPages.developer.revoked', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<BlockIcon />}
        aria-label={translate('partnerPages.developer.revokeNamed', { name: apiKey.name })}
        onClick={() => setAsking(true)}
      >
        {translate('partnerPages.developer.revoke')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={sending}
        title={translate('partnerPages.developer.revokeTitle', { name: apiKey.name })}
        content={translate('partnerPages.developer.revokeContent')}
        confirm={translate('partnerPages.developer.revoke')}
        confirmColor="warning"
        onConfirm={() => void revoke()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
