import { required, useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput, SelectInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { TERMINAL_ACTIONS_RESOURCE } from '../../../../dataProviders/terminalActionsMethods';
import { appVersions } from '../../../appVersions/schema';
import { apps } from '../../../apps/schema';
import { ActionFormDialog } from './ActionFormDialog';
import { useActionCall } from './useActionCall';

/** Disabled versions cannot be installed (spec section 4), so they are not offered. */
const INSTALLABLE_STATES = ['NOT_DEFINED', 'PILOT', 'ACTIVE'];

const VersionInput = () => {
  const appId: unknown = useWatch({ name: 'appId' });
  return (
    <ReferenceInput
      source="appVersionId"
      reference={appVersions.resource}
      filter={{ appId: appId ?? -1, state: INSTALLABLE_STATES }}
      sort={{ field: 'versionCode', order: 'DESC' }}
    >
      <SelectInput
        label="terminalDetail.install.version"
        optionText={(version: { versionName: string; state: string }) => version.versionName}
        validate={required('terminalDetail.install.versionRequired')}
        disabled={appId == null}
        helperText={appId == null ? 'terminalDetail.install.chooseAppFirst' : 'terminalDetail.install.versionHelp'}
        fullWidth
      />
    </ReferenceInput>
  );
};

/** Installs an app version on this terminal (InstallApp); AM-0032 when it does not reach it. */
export const InstallAppDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { terminal, terminalId, dataProvider, recorded } = useActionCall();
  return (
    <ActionFormDialog
      title={translate('terminalDetail.install.appTitle', { serial: terminal?.serialNumber })}
      submitLabel={translate('terminalDetail.install.submit')}
      onClose={onClose}
      onSubmit={async ({ appVersionId }) => {
        await dataProvider.installAppVersion(TERMINAL_ACTIONS_RESOURCE, {
          appVersionId: Number(appVersionId),
          terminalIds: [terminalId],
        });
        recorded();
        onClose();
      }}
    >
      <ReferenceInput source="appId" reference={apps.resource} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="terminalDetail.install.app"
          optionText={apps.label}
          validate={required('terminalDetail.install.appRequired')}
          fullWidth
        />
      </ReferenceInput>
      <VersionInput />
    </ActionFormDialog>
  );
};
