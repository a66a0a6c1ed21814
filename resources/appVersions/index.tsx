import { resourceDefinition } from '../resourceDefinition';
import { appVersions } from './schema';

/** Data other screens show; it has no screens of its own. */
export default resourceDefinition(appVersions, {});
