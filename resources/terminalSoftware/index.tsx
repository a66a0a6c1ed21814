import { resourceDefinition } from '../resourceDefinition';
import { terminalSoftware } from './schema';

/** No screens of its own: the terminal detail's software tabs show it. */
export default resourceDefinition(terminalSoftware, {});
