import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Chip, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TerminalActionState } from '../../../terminalsHistory/schema';

const looks = {
  PENDING: { color: 'info', icon: <CircularProgress size={14} color="inherit" /> },
  WAITING: { color: 'warning', icon: <WifiOffIcon /> },
  DONE: { color: 'success', icon: <CheckCircleIcon /> },
  FAILED: { color: 'error', icon: <ErrorIcon /> },
} as const;

/** Pending (spinning), waiting for the terminal to connect, done or failed: told by word, colour and icon. */
export const ActionStateChip = ({ state }: { state: TerminalActionState }) => {
  const translate = useTranslate();
  const look = looks[state];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={translate(`resources.terminalsHistory.choices.state.${state}`)}
    />
  );
};
