import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { fleetInstallLink } from '../../../fleetInstalls/installDraft';
import { useBusyWork } from '../../pages/shared/useBusyWork';
import { Choice } from './Choice';
import { useListTerminals, type ListScope } from './useListTerminals';
import { VersionPicker, type VersionKind } from './VersionPicker';

export type FleetAction = 'install' | 'uninstall' | 'parameters';

interface Props {
  /** The actions the user may take, and what may be installed. */
  actions: readonly FleetAction[];
  kinds: readonly VersionKind[];
  onClose: () => void;
}

/**
 * From the terminal list: install or uninstall an app or component version, or push parameters,
 * to the selected terminals or all that match the filter. It opens the install screen (or the
 * parameter push) with those terminals, where the impact, the confirmation and the states follow.
 */
export const FleetActionDialog = ({ actions, kinds, onClose }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listed = useListTerminals();
  const { busy, run } = useBusyWork();
  const [action, setAction] = useState<FleetAction>(actions[0]);
  const [kind, setKind] = useState<VersionKind>(kinds[0] ?? 'appVersion');
  const [scope, setScope] = useState<ListScope>(listed.selected ? 'selected' : 'matching');
  const [picked, setPicked] = useState<{ ownerId?: number; versionId?: number }>({});
  const [missing, setMissing] = useState(false);
  const t = (key: string, options?: object) => translate(`fleetInstall.fromList.${key}`, options);
  const tooMany = listed.tooMany(scope, action === 'parameters');

  const go = () => {
    if (action !== 'parameters' && !picked.versionId) return setMissing(true);
    void run(async () => {
      if (action === 'parameters') {
        navigate('/ParameterUpdate', { state: { serials: await listed.serialNumbers(scope) } });
      } else if (picked.versionId) {
        const target = await listed.installTarget(scope);
        navigate(fleetInstallLink(kind, picked.versionId), { state: { target, operation: action } });
      }
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="fleet-action-title" fullWidth maxWidth="sm">
      <DialogTitle id="fleet-action-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Choice
            id="fleet-action-action"
            label={t('action')}
            value={action}
            options={actions.map((value) => ({ value, label: t(`actions.${value}`) }))}
            onChange={setAction}
          />
          {action !== 'parameters' && (
            <>
              <Choice
                id="fleet-action-kind"
                label={t('what')}
                value={kind}
                options={kinds.map((value) => ({ value, label: t(value === 'appVersion' ? 'app' : 'component') }))}
                onChange={(next) => (setKind(next), setPicked({}))}
              />
              <VersionPicker
                key={kind}
                kind={kind}
                {...picked}
                onChange={(ownerId, versionId) => (setPicked({ ownerId, versionId }), setMissing(false))}
                error={missing ? t('pickVersion') : undefined}
              />
            </>
          )}
          <Choice
            id="fleet-action-scope"
            label={t('scope')}
            value={scope}
            options={[
              ...(listed.selected
                ? [{ value: 'selected' as const, label: t('selected', { smart_count: listed.selected }) }]
                : []),
              { value: 'matching' as const, label: t('matching', { smart_count: listed.matching }) },
            ]}
            onChange={setScope}
          />
          {tooMany && <Alert severity="warning">{t('tooMany')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={go} disabled={busy || tooMany}>
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
