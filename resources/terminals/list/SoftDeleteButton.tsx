import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useListContext, useNotify, useRefresh, useUnselectAll } from 'ra-core';
import { Button, Confirm } from 'ra-ui-materialui';
import type { TerminalListDataProvider } from '../../../dataProviders/terminals/listMethods';

/** Bulk action: marks the selected terminals deleted, after confirmation. */
export const SoftDeleteButton = () => {
  const [open, setOpen] = useState(false);
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<TerminalListDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.softDeleteTerminals({ ids: selectedIds }),
    onSuccess: ({ data }) => {
      setOpen(false);
      unselectAll();
      refresh();
      notify('terminalList.softDelete.done', { type: 'info', messageArgs: { smart_count: data.length } });
    },
    onError: (error) => {
      setOpen(false);
      // Coded refusals were already announced by the error catalogue.
      if (!(error instanceof HttpError)) notify('errors.generic.oops', { type: 'error' });
    },
  });
  return (
    <>
      <Button label="terminalList.softDelete.button" onClick={() => setOpen(true)} color="error">
        <DeleteOutlineIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="terminalList.softDelete.title"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="terminalList.softDelete.content"
        confirmColor="warning"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
