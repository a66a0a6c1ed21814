import { useTranslate, type Validator } from 'ra-core';
import { AutocompleteArrayInput, ReferenceArrayInput } from 'ra-ui-materialui';
import { tags } from '../../../tags/schema';
import { MAX_TAGS_PER_TERMINAL } from '../../schema';
import { ActionFormDialog } from './ActionFormDialog';
import { useActionCall } from './useActionCall';

/** At most five tags per terminal (spec section 9), with the catalogue's TM-0003 message. */
const atMostFive: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > MAX_TAGS_PER_TERMINAL ? 'errors.codes.TM-0003' : undefined;

/** Replaces the terminal's tags; the service refuses a sixth with TM-0003 too. */
export const AssignTagsDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { terminal, terminalId, dataProvider, recorded } = useActionCall();
  return (
    <ActionFormDialog
      title={translate('terminalDetail.tags.title', { serial: terminal?.serialNumber })}
      submitLabel={translate('terminalDetail.tags.submit')}
      defaultValues={{ tagIds: terminal?.tagIds ?? [] }}
      onClose={onClose}
      onSubmit={async ({ tagIds }) => {
        await dataProvider.assignTerminalTags({
          terminalId,
          tagIds: (tagIds as number[] | undefined) ?? [],
        });
        recorded('terminalDetail.notify.tagsSaved');
        onClose();
      }}
    >
      <ReferenceArrayInput source="tagIds" reference={tags.resource} perPage={25}>
        <AutocompleteArrayInput
          label="resources.Terminal.fields.tagIds"
          optionText={tags.label}
          validate={atMostFive}
          helperText="terminalDetail.tags.help"
          fullWidth
        />
      </ReferenceArrayInput>
    </ActionFormDialog>
  );
};
