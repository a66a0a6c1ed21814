import { required, useTranslate } from 'ra-core';
import { AutocompleteInput, ReferenceInput } from 'ra-ui-materialui';
import { components } from '../../../components/schema';
import { ActionFormDialog } from './ActionFormDialog';
import { useActionCall } from './useActionCall';

const componentText = (component: { name: string; type: string; currentVersion?: string | null }) =>
  `${component.name} · ${component.currentVersion ?? '—'}`;

/** Installs a system component or firmware at its current version; AM-0032 off its models. */
export const InstallComponentDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { terminal, terminalId, dataProvider, recorded } = useActionCall();
  return (
    <ActionFormDialog
      title={translate('terminalDetail.install.componentTitle', { serial: terminal?.serialNumber })}
      submitLabel={translate('terminalDetail.install.submit')}
      onClose={onClose}
      onSubmit={async ({ componentId }) => {
        await dataProvider.installComponent({
          componentId: Number(componentId),
          terminalIds: [terminalId],
        });
        recorded();
        onClose();
      }}
    >
      <ReferenceInput source="componentId" reference={components.resource} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="terminalDetail.install.component"
          optionText={componentText}
          validate={required('terminalDetail.install.componentRequired')}
          helperText="terminalDetail.install.componentHelp"
          fullWidth
        />
      </ReferenceInput>
    </ActionFormDialog>
  );
};
