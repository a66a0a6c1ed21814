import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { GeneratedApiKey } from '../../../../dataProviders/partners/apiKeyMethods';
import { commerces } from '../../../commerces/schema';
import { filterFieldSx } from '../../../terminals/pages/shared/filterFieldSx';
import { RecordAutocomplete } from '../../../terminals/pages/shared/RecordAutocomplete';
import { validExpiry } from '../../apiKeyRules';
import { partners } from '../../schema';
import { useApiKeys } from './useApiKeys';

const DEFAULT_DAYS = 90;
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Name, expiry and optional commerce scope of a new key; an operator also names the partner. */
export const GenerateKeyForm = ({ onGenerated }: { onGenerated: (key: GeneratedApiKey) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useApiKeys();
  const { identity } = useGetIdentity();
  const ownPartner = Boolean(identity?.partnerId);
  const [name, setName] = useState('');
  const [expiresAt, setExpiresAt] = useState(dayIn(DEFAULT_DAYS));
  const [commerceIds, setCommerceIds] = useState<number[]>([]);
  const [partnerIds, setPartnerIds] = useState<number[]>([]);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const problems = {
    name: name.trim() === '',
    expiresAt: !validExpiry(expiresAt, new Date()),
    partner: !ownPartner && partnerIds.length === 0,
  };
  const generate = async () => {
    setShown(true);
    if (Object.values(problems).some(Boolean)) return;
    setSending(true);
    try {
      const { data } = await provider.generatePartnerApiKey({
        name: name.trim(),
        expiresAt,
        commerceIds,
        ...(ownPartner ? {} : { partnerId: partnerIds[0] }),
      });
      setName('');
      setCommerceIds([]);
      setShown(false);
      onGenerated(data);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="generate-key-title">
      <Typography id="generate-key-title" variant="h6" component="h2">
        {translate('partnerPages.developer.generateTitle')}
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <TextField
          label={translate('partnerPages.developer.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          error={shown && problems.name}
          helperText={shown && problems.name ? translate('partnerPages.developer.nameRequired') : ' '}
          required
          sx={filterFieldSx}
        />
        <TextField
          type="date"
          label={translate('partnerPages.developer.expiresAt')}
          value={expiresAt}
          onChange={(event) => setExpiresAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dayIn(0) } }}
          error={shown && problems.expiresAt}
          helperText={shown && problems.expiresAt ? translate('partnerPages.developer.expiryInvalid') : ' '}
          required
          sx={filterFieldSx}
        />
        {!ownPartner && (
          <RecordAutocomplete
            resource={partners.resource}
            label={translate('partnerPages.developer.partner')}
            value={partnerIds}
            onChange={setPartnerIds}
            error={shown && problems.partner}
            helperText={shown && problems.partner ? translate('partnerPages.developer.partnerRequired') : ' '}
          />
        )}
        <RecordAutocomplete
          multiple
          resource={commerces.resource}
          label={translate('partnerPages.developer.commerces')}
          value={commerceIds}
          onChange={setCommerceIds}
          helperText={translate('partnerPages.developer.commercesHelp')}
        />
      </Stack>
      <div>
        <Button variant="contained" startIcon={<KeyIcon />} onClick={() => void generate()} disabled={sending}>
          {translate('partnerPages.developer.generate')}
        </Button>
      </div>
    </Stack>
  );
};
