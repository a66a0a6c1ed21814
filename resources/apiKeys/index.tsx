import { resourceDefinition } from '../resourceDefinition';
import { apiKeys } from './schema';

/** No screens of its own: developer settings (/settings/developer-settings) shows a partner's keys. */
export default resourceDefinition(apiKeys, {});
