import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionIcon from '@mui/icons-material/Description';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MemoryIcon from '@mui/icons-material/Memory';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import SyncIcon from '@mui/icons-material/Sync';
import type { ReactNode } from 'react';
import type { TerminalCommand } from '../../../terminalsHistory/rules';

export interface CommandEntry {
  command: TerminalCommand;
  icon: ReactNode;
  /** Asks before acting (spec: every destructive action confirms first). */
  destructive: boolean;
  /** Opens a form instead of acting at once. */
  form?: 'tags' | 'app' | 'component';
}

/** The actions of the detail page, in menu order (spec section 2, terminal detail). */
export const commandEntries: readonly CommandEntry[] = [
  { command: 'REQUEST_STATUS', icon: <SyncIcon />, destructive: false },
  { command: 'REQUEST_LOGS', icon: <DescriptionIcon />, destructive: false },
  { command: 'ASSIGN_TAGS', icon: <LocalOfferIcon />, destructive: false, form: 'tags' },
  { command: 'INSTALL_APP', icon: <InstallMobileIcon />, destructive: false, form: 'app' },
  { command: 'INSTALL_COMPONENT', icon: <MemoryIcon />, destructive: false, form: 'component' },
  { command: 'RESTART', icon: <RestartAltIcon />, destructive: true },
  { command: 'TPV_INITIALIZATION', icon: <SettingsBackupRestoreIcon />, destructive: true },
  { command: 'SOFT_DELETE', icon: <DeleteOutlineIcon />, destructive: true },
  { command: 'HARD_DELETE', icon: <DeleteForeverIcon />, destructive: true },
];
