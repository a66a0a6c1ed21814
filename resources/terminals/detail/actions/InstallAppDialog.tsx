import { required, useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'ra-ui-materialui';
import { apps } from '../../../apps/schema';
import { ActionFormDialog } from './ActionFormDialog';
import { InstallVersionInput } from './InstallVersionInput';
import { useActionCall } from './useActionCall';

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
        await dataProvider.installAppVersion({
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
      <InstallVersionInput />
    </ActionFormDialog>
  );
};
