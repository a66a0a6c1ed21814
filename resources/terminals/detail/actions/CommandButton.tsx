import { Button, CircularProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { TerminalPush } from '../../../../dataProviders/terminals/actionsMethods';
import type { TerminalCommand } from '../../../terminalsHistory/rules';
import { useCommandAccess } from '../useCommandAccess';
import { CommandDialog } from './CommandDialog';
import { commandEntries } from './commands';
import { usePush } from './usePush';

/** One action of the menu as a button inside a tab; absent without its permission. */
export const CommandButton = ({ command }: { command: TerminalCommand }) => {
  const terminal = useRecordContext();
  const translate = useTranslate();
  const allowed = useCommandAccess();
  const push = usePush(terminal);
  const [open, setOpen] = useState(false);
  const entry = commandEntries.find((candidate) => candidate.command === command);
  if (!terminal || !entry || !allowed(command)) return null;
  const immediate = !entry.destructive && !entry.form;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={push.isPending ? <CircularProgress size={16} /> : entry.icon}
        disabled={push.isPending}
        onClick={() => (immediate ? push.mutate(command as TerminalPush) : setOpen(true))}
      >
        {translate(`terminalDetail.commands.${command}`)}
      </Button>
      {open && <CommandDialog command={command} push={push} onClose={() => setOpen(false)} />}
    </>
  );
};
