import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { TerminalPush } from '../../../../dataProviders/terminals/actionsMethods';
import type { TerminalCommand } from '../../../terminalsHistory/rules';
import { useCommandAccess } from '../useCommandAccess';
import { CommandDialog } from './CommandDialog';
import { commandEntries } from './commands';
import { usePush } from './usePush';

/**
 * The actions the user may take on this terminal, in one menu (those without permission are not
 * offered). Status and log requests go at once; the rest ask first or open their form.
 */
export const TerminalActionsMenu = () => {
  const terminal = useRecordContext();
  const translate = useTranslate();
  const allowed = useCommandAccess();
  const push = usePush(terminal);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<TerminalCommand | null>(null);
  const entries = commandEntries.filter((entry) => allowed(entry.command));
  if (!terminal || entries.length === 0) return null;

  const choose = (command: TerminalCommand) => {
    setAnchor(null);
    const entry = commandEntries.find((candidate) => candidate.command === command);
    if (entry && !entry.destructive && !entry.form) push.mutate(command as TerminalPush);
    else setChosen(command);
  };

  return (
    <>
      <Button
        variant="contained"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={push.isPending ? <CircularProgress size={16} color="inherit" /> : <ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-busy={push.isPending}
      >
        {translate(push.isPending ? 'terminalDetail.actions.sending' : 'terminalDetail.actions.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.command} disabled={push.isPending} onClick={() => choose(entry.command)}>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText>{translate(`terminalDetail.commands.${entry.command}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {chosen && <CommandDialog command={chosen} push={push} onClose={() => setChosen(null)} />}
    </>
  );
};
