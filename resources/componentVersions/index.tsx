import { resourceDefinition } from '../resourceDefinition';
import { componentVersions } from './schema';

/** Shown inside its component's page; no screens of its own. */
export default resourceDefinition(componentVersions, {});
