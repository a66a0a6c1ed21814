import { Alert } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isListHandOver } from '../listSelection';
import { OperationCard } from '../../terminals/pages/shared/OperationCard';
import { subjectOfSearch } from '../installDraft';
import { FleetInstallForm } from './FleetInstallForm';

/**
 * /fleet-install?kind=appVersion|component|bundle&id=…: the subject named, or why the screen
 * cannot open; the terminal list hands its terminals over in the navigation's state.
 */
export const FleetInstallPage = () => {
  const translate = useTranslate();
  const subject = subjectOfSearch(useSearchParams()[0]);
  const { state } = useLocation();
  const { canAccess, isPending } = useCanAccess({ resource: 'fleet-install', action: subject?.kind ?? 'none' });
  if (isPending) return null;
  const refusal = !subject ? 'badLink' : !canAccess ? 'noPermission' : undefined;
  return (
    <OperationCard title={translate('fleetInstall.title')}>
      {refusal || !subject ? (
        <Alert severity="info">{translate(`fleetInstall.${refusal}`)}</Alert>
      ) : (
        <FleetInstallForm
          key={`${subject.kind}-${subject.id}`}
          kind={subject.kind}
          id={subject.id}
          handOver={isListHandOver(state) ? state : undefined}
        />
      )}
    </OperationCard>
  );
};
