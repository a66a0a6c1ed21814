import { resourceDefinition } from '../resourceDefinition';
import { commerceParameters } from './schema';

/** Shown on the commerce's parameters tab; it has no screens of its own. */
export default resourceDefinition(commerceParameters, {});
