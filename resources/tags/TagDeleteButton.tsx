import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'ra-core';
import { tags } from './schema';
import { TypedNameDialog } from './TypedNameDialog';
import { useTagTerminalCount } from './useTagTerminalCount';

/** Deletes a tag once its name is typed; a tag terminals still hold must be reset first. */
export const TagDeleteButton = ({ redirectTo }: { redirectTo?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const count = useTagTerminalCount(Number(record?.id), open && Boolean(record));
  if (!record) return null;
  const name = String(record.name);
  const inUse = (count.data ?? 0) > 0;
  const confirm = () =>
    remove(
      tags.resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('terminalOperations.tags.deleted', { messageArgs: { name } });
          if (redirectTo) redirect(redirectTo);
        },
      },
    );
  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={(event) => (event.stopPropagation(), setOpen(true))}
      >
        {translate('terminalOperations.tags.delete')}
      </Button>
      <TypedNameDialog
        open={open}
        title={translate('terminalOperations.tags.deleteTitle', { name })}
        name={name}
        confirmLabel={translate('terminalOperations.tags.delete')}
        blocked={count.isPending || inUse}
        busy={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <DialogContentText>
          {count.isPending
            ? translate('terminalOperations.tags.counting')
            : inUse
              ? translate('terminalOperations.tags.deleteInUse', { smart_count: count.data })
              : translate('terminalOperations.tags.deleteBody')}
        </DialogContentText>
      </TypedNameDialog>
    </>
  );
};
