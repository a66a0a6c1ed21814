import { resourceDefinition } from '../resourceDefinition';
import { commerceProducts } from './schema';

/** Shown on the commerce's products tab; it has no screens of its own. */
export default resourceDefinition(commerceProducts, {});
