import { resourceDefinition } from '../resourceDefinition';
import { appApiKeys } from './schema';

/** No screens of its own: app management's "API keys" tab shows an app's keys. */
export default resourceDefinition(appApiKeys, {});
