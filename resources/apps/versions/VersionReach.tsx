import { Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';

/** Which terminals a version may reach: every terminal of its models, or only its list. */
export const VersionReach = ({ version }: { version: RaRecord }) => {
  const translate = useTranslate();
  if (version.state === 'INACTIVE' || version.state === 'NOT_DEFINED') return null;
  const listed = Array.isArray(version.authorizedTerminalIds) ? version.authorizedTerminalIds.length : 0;
  return (
    <Typography variant="caption" component="div" color="text.secondary">
      {listed
        ? translate('market.versions.reach.listed', { count: listed })
        : translate('market.versions.reach.models')}
    </Typography>
  );
};
