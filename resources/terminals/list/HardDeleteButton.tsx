import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useListContext, useTranslate } from 'ra-core';
import { BulkDeleteButton } from 'ra-ui-materialui';

/** Bulk action: erases the selected terminals for good (DELETE_TERMINAL), after confirmation. */
export const HardDeleteButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      label="terminalList.hardDelete.button"
      icon={<DeleteForeverIcon />}
      confirmTitle={translate('terminalList.hardDelete.title', { smart_count: selectedIds.length })}
      confirmContent="terminalList.hardDelete.content"
    />
  );
};
