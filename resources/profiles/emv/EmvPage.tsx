import { Box, Stack } from '@mui/material';
import { useGetOne, useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { RecordPicker } from '../../terminals/pages/shared/RecordPicker';
import { profiles } from '../schema';
import { EmvTab } from './EmvTab';

/** /Profiles/Emv?profile=<id>: a profile's EMV tab on a page of its own, the profile picked here. */
export const EmvPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const profileId = Number(params.get('profile')) || undefined;
  const { data: profile } = useGetOne(profiles.resource, { id: profileId ?? 0 }, { enabled: Boolean(profileId) });
  const title = profile
    ? translate('profilesEmv.emv.title', { name: String(profile.name) })
    : translate('profilesEmv.emv.open');
  return (
    <OperationCard title={title}>
      <Stack spacing={3}>
        {/* The picker is a row's field (flex basis): in a row of its own it keeps its height. */}
        <Box sx={{ display: 'flex' }}>
          <RecordPicker
            resource={profiles.resource}
            label={translate('profilesEmv.certificates.profile')}
            value={profileId ? [profileId] : []}
            onChange={([id]) => setParams(id ? { profile: String(id) } : {})}
          />
        </Box>
        {profileId && <EmvTab key={profileId} profileId={profileId} />}
      </Stack>
    </OperationCard>
  );
};
