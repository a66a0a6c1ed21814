import { useState, type ComponentProps } from 'react';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import { useCanAccess } from 'ra-core';
import { Button } from 'ra-ui-materialui';
import { lazyView } from '../../../views/lazyView';
import type { FleetAction, FleetActionDialog as Dialog } from './FleetActionDialog';
import type { VersionKind } from './VersionPicker';

/** The dialog comes with its first use: the list's first load does not carry it. */
const FleetActionDialog = lazyView<ComponentProps<typeof Dialog>>(
  () => import('./FleetActionDialog').then((module) => ({ default: module.FleetActionDialog })),
  () => null,
);

/**
 * Bulk action of the terminal list: install, uninstall or push parameters to the selected
 * terminals (or all that match the filter), offered for what the user may do.
 */
export const FleetActionButton = () => {
  const [open, setOpen] = useState(false);
  const { canAccess: canApp } = useCanAccess({ resource: 'fleet-install', action: 'appVersion' });
  const { canAccess: canComponent } = useCanAccess({ resource: 'fleet-install', action: 'component' });
  const { canAccess: canPush } = useCanAccess({ resource: 'ParameterUpdate', action: 'send' });
  const kinds: VersionKind[] = [
    ...(canApp ? ['appVersion' as const] : []),
    ...(canComponent ? ['component' as const] : []),
  ];
  const actions: FleetAction[] = [
    ...(kinds.length ? (['install', 'uninstall'] as const) : []),
    ...(canPush ? ['parameters' as const] : []),
  ];
  if (!actions.length) return null;
  return (
    <>
      <Button
        label="fleetInstall.fromList.button"
        onClick={() => setOpen(true)}
        onPointerEnter={FleetActionDialog.preload}
        onFocus={FleetActionDialog.preload}
      >
        <SystemUpdateIcon />
      </Button>
      {open && <FleetActionDialog actions={actions} kinds={kinds} onClose={() => setOpen(false)} />}
    </>
  );
};
