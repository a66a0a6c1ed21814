import { resourceDefinition } from '../resourceDefinition';
import { terminalActions } from './schema';

/** No screens of its own: the terminal detail's History tab shows it. */
export default resourceDefinition(terminalActions, {});
