import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { GeneratedApiKey } from '../../../../dataProviders/partners/apiKeyMethods';
import { OperationCard } from '../../../terminals/pages/shared/OperationCard';
import { ApiKeysTable } from './ApiKeysTable';
import { GenerateKeyForm } from './GenerateKeyForm';
import { NewKeyDialog } from './NewKeyDialog';

/**
 * /settings/developer-settings (PARTNER_API_KEY_WRITE): generate partner API keys (shown once),
 * see their use, revoke them.
 */
export const DeveloperSettingsPage = () => {
  const translate = useTranslate();
  const [generated, setGenerated] = useState<GeneratedApiKey | null>(null);
  return (
    <OperationCard title={translate('partnerPages.developer.title')}>
      <Stack spacing={3}>
        <Typography color="text.secondary">{translate('partnerPages.developer.intro')}</Typography>
        <GenerateKeyForm onGenerated={setGenerated} />
        <ApiKeysTable />
      </Stack>
      {generated && <NewKeyDialog generated={generated} onClose={() => setGenerated(null)} />}
    </OperationCard>
  );
};
