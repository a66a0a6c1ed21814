import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useCanAccess, useGetIdentity, useNotify, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { PROPOSALS_RULE, useEmvProvider } from '../emv/useEmvProvider';
import { ProposalDiff } from './ProposalDiff';
import type { ParameterProposal, ProposalDecision } from './proposals';

const statusColors = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'default' } as const;

const profileLink = ({ section, profileId }: ParameterProposal) =>
  section === 'HOSTS' ? `/Profiles/${profileId}?tab=hosts` : `/Profiles/Emv?profile=${profileId}`;

const refusalKey = (error: unknown) => {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
  return errors?.proposal ?? (error instanceof Error ? error.message : 'errors.generic.oops');
};

/** One proposal: who proposed what and when, its diff, and the decision (never the proposer's). */
export const ProposalCard = ({ proposal }: { proposal: ParameterProposal }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useEmvProvider();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const { canAccess: mayApprove } = useCanAccess({ resource: PROPOSALS_RULE, action: 'approve' });
  const [busy, setBusy] = useState(false);
  const own = identity !== undefined && Number(identity.id) === proposal.proposedById;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

  const decide = async (decision: ProposalDecision) => {
    setBusy(true);
    try {
      await provider.decideProposal({ id: proposal.id, decision });
      notify(decision === 'APPROVE' ? 'profilesEmv.proposals.approved' : 'profilesEmv.proposals.rejected', {
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['profilesEmv'] });
    } catch (error) {
      notify(refusalKey(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="article" aria-label={`${proposal.profileName} #${proposal.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap">
          <Typography variant="subtitle1" component="h2">
            <Link component={RouterLink} to={profileLink(proposal)}>
              {proposal.profileName}
            </Link>{' '}
            · {translate(`profilesEmv.proposals.sections.${proposal.section}`)}
          </Typography>
          <Chip
            size="small"
            color={statusColors[proposal.status]}
            // White on the warning orange is too faint to read (axe color-contrast): black is not.
            sx={proposal.status === 'PENDING' ? { color: 'common.black' } : undefined}
            label={translate(`profilesEmv.proposals.statuses.${proposal.status}`)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('profilesEmv.proposals.proposedBy', {
            user: proposal.proposedBy,
            date: date(proposal.proposedAt),
          })}
        </Typography>
        {proposal.decidedBy && (
          <Typography variant="body2" color="text.secondary">
            {translate('profilesEmv.proposals.decidedBy', {
              status: translate(`profilesEmv.proposals.statuses.${proposal.status}`),
              user: proposal.decidedBy,
              date: date(proposal.decidedAt),
            })}
          </Typography>
        )}
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <ProposalDiff diff={proposal.diff} section={proposal.section} />
        </Box>
      </CardContent>
      {proposal.status === 'PENDING' && (
        <CardActions>
          {own ? (
            <Alert severity="info">{translate('profilesEmv.proposals.ownProposal')}</Alert>
          ) : mayApprove ? (
            <>
              <Button variant="contained" disabled={busy} onClick={() => decide('APPROVE')}>
                {translate('profilesEmv.proposals.approve')}
              </Button>
              <Button color="error" disabled={busy} onClick={() => decide('REJECT')}>
                {translate('profilesEmv.proposals.reject')}
              </Button>
            </>
          ) : (
            <Alert severity="info">{translate('profilesEmv.proposals.noRight')}</Alert>
          )}
        </CardActions>
      )}
    </Card>
  );
};
