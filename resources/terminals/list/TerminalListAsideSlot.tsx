import Box from '@mui/material/Box';
import { firstScreenView } from '../../views/lazyView';
import { useAfterFirstPaint } from '../../views/reactAdminParts/firstPaint/useAfterFirstPaint';
import { terminalListAsideSx } from './terminalListAsideSx';

const placeholder = () => <Box sx={terminalListAsideSx} aria-hidden />;
const TerminalListAside = firstScreenView<object>(() => import('./TerminalListAside'), placeholder);

/**
 * The saved queries and state filters beside the table, fetched once the rows have painted (their
 * dialogs and inputs are not wanted before); their place is kept until then, so the table does not
 * move when they come.
 */
export const TerminalListAsideSlot = () => (useAfterFirstPaint() ? <TerminalListAside /> : placeholder());
