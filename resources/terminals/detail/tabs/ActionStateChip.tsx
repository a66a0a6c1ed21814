import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Chip, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TerminalActionState } from '../../../terminalsHistory/schema';

const looks = {
  PENDING: { color: 'info', icon: <CircularProgress size={14} color="inherit" /> },
  DONE: { color: 'success', icon: <CheckCircleIcon /> },
  FAILED: { color: 'error', icon: <ErrorIcon /> },
} as const;

/** Pending (spinning), done or failed: told by word, colour and icon. */
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
