import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TerminalOperationsDataProvider } from '../../dataProviders/terminals/operationsMethods';
import { TypedNameDialog } from './TypedNameDialog';
import { useTagTerminalCount } from './useTagTerminalCount';

/** Removes the tag from every terminal, once its name is typed (spec section 4). */
export const TagResetButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<TerminalOperationsDataProvider>();
  const [open, setOpen] = useState(false);
  const count = useTagTerminalCount(Number(record?.id), open && Boolean(record));
  const reset = useMutation({
    mutationFn: async (name: string) => (await dataProvider.resetTag({ id: Number(record?.id), name })).data,
    onSuccess: ({ removed }) => {
      setOpen(false);
      notify('terminalOperations.tags.resetDone', { messageArgs: { smart_count: removed } });
      return queryClient.invalidateQueries();
    },
  });
  if (!record) return null;
  const name = String(record.name);
  return (
    <>
      <Button size="small" startIcon={<RestartAltIcon />} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        {translate('terminalOperations.tags.reset')}
      </Button>
      <TypedNameDialog
        open={open}
        title={translate('terminalOperations.tags.resetTitle', { name })}
        name={name}
        confirmLabel={translate('terminalOperations.tags.reset')}
        busy={reset.isPending}
        onConfirm={() => reset.mutate(name)}
        onClose={() => setOpen(false)}
      >
        <DialogContentText>
          {count.isPending
            ? translate('terminalOperations.tags.counting')
            : translate('terminalOperations.tags.resetBody', { smart_count: count.data ?? 0 })}
        </DialogContentText>
      </TypedNameDialog>
    </>
  );
};
