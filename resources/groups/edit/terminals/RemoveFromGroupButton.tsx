import LinkOffIcon from '@mui/icons-material/LinkOff';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import { terminals } from '../../../terminals/schema';

/** Takes a terminal out of its group: it stays with its commerce, in no group. */
export const RemoveFromGroupButton = ({ terminal, onRemoved }: { terminal: RaRecord; onRemoved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const serial = String(terminal.serialNumber);
  const label = translate('groupPages.terminals.remove', { serial });
  const remove = () =>
    void update(
      terminals.resource,
      { id: terminal.id, data: { groupId: null }, previousData: terminal },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('groupPages.terminals.removed', { type: 'success', messageArgs: { serial } });
          onRemoved();
        },
      },
    );
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={remove} disabled={isPending} size="small">
          <LinkOffIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
