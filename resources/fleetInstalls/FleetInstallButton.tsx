import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { fleetInstallLink } from './installDraft';
import type { InstallKind } from './shapes';

interface Props {
  kind: InstallKind;
  id: number;
  /** Why it cannot be installed (a disabled version), shown instead of the link. */
  refusal?: string;
  /** An icon in a table row, rather than a button. */
  compact?: boolean;
}

/** Opens the install screen for a version, component or bundle, to users who may install that kind. */
export const FleetInstallButton = ({ kind, id, refusal, compact }: Props) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'fleet-install', action: kind });
  if (!canAccess) return null;
  const label = translate('fleetInstall.open');
  const link = refusal ? {} : { component: Link, to: fleetInstallLink(kind, id) };
  return (
    <Tooltip title={refusal ?? label}>
      <span>
        {compact ? (
          <IconButton aria-label={label} disabled={Boolean(refusal)} {...link}>
            <SystemUpdateIcon />
          </IconButton>
        ) : (
          <Button size="small" startIcon={<SystemUpdateIcon />} disabled={Boolean(refusal)} {...link}>
            {label}
          </Button>
        )}
      </span>
    </Tooltip>
  );
};
