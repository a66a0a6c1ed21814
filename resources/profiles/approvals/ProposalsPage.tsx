import { useState } from 'react';
import { Alert, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { errorKeyOf } from '../../terminals/pages/shared/errorText';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { useEmvProvider } from '../emv/useEmvProvider';
import { ProposalCard } from './ProposalCard';

/** /Profiles/Proposals: EMV changes waiting for a second person, and the history of decided ones. */
export const ProposalsPage = () => {
  const translate = useTranslate();
  const provider = useEmvProvider();
  const [tab, setTab] = useState<'PENDING' | 'HISTORY'>('PENDING');
  const { data, isPending, error } = useQuery({
    queryKey: ['profilesEmv', 'proposals', 'all'],
    queryFn: async () => (await provider.parameterProposals({})).data,
  });
  const shown = (data ?? []).filter((proposal) => (tab === 'PENDING') === (proposal.status === 'PENDING'));
  return (
    <OperationCard title={translate('profilesEmv.proposals.title')}>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="PENDING" label={translate('profilesEmv.proposals.pending')} />
        <Tab value="HISTORY" label={translate('profilesEmv.proposals.history')} />
      </Tabs>
      {error && <Alert severity="error">{translate(errorKeyOf(error))}</Alert>}
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {data && shown.length === 0 && (
        <Typography color="text.secondary">{translate('profilesEmv.proposals.none')}</Typography>
      )}
      <Stack spacing={2}>
        {shown.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} />
        ))}
      </Stack>
    </OperationCard>
  );
};
