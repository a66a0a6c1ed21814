import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { ProposalCard } from '../approvals/ProposalCard';
import { useEmvProvider } from '../emv/useEmvProvider';

/** The hosts tab's four eyes: why a save is a proposal, and the profile's host changes still pending. */
export const HostProposals = ({ profileId }: { profileId: number }) => {
  const translate = useTranslate();
  const provider = useEmvProvider();
  const { data } = useQuery({
    queryKey: ['profilesEmv', 'proposals', 'PENDING', profileId],
    queryFn: async () => (await provider.parameterProposals({ status: 'PENDING', profileId })).data,
  });
  const pending = (data ?? []).filter((proposal) => proposal.section === 'HOSTS');
  return (
    <Stack spacing={2} sx={{ px: 2, pb: 2 }} className="host-proposals">
      <Alert severity="info">{translate('profileParameters.hostsFourEyes')}</Alert>
      {pending.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} />
      ))}
    </Stack>
  );
};
