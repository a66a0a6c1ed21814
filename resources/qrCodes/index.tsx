import { resourceDefinition } from '../resourceDefinition';
import { qrCodes } from './schema';

/** Data other screens show; it has no screens of its own. */
export default resourceDefinition(qrCodes, {});
