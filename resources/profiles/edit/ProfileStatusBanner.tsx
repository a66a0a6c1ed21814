import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParameterLabel } from './useParameterLabel';
import { useProfileParameters } from './useProfileParameters';

/** Whether the profile is active and, when it is not, which required parameters it still lacks. */
export const ProfileStatusBanner = ({ profileId }: { profileId: number }) => {
  const translate = useTranslate();
  const label = useParameterLabel();
  const { data } = useProfileParameters(profileId);
  if (!data) return null;
  if (data.status === 'ACTIVE')
    return (
      <Alert severity="success" sx={{ m: 2 }} role="status" data-status="ACTIVE">
        {translate('profileParameters.status.active')}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ m: 2 }} role="status" data-status="INACTIVE">
      <AlertTitle>{translate('profileParameters.status.inactive')}</AlertTitle>
      {translate('profileParameters.status.missing', { names: data.missing.map(label).join(', ') })}
    </Alert>
  );
};
