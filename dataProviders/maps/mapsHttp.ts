import type { HttpMethodsContext } from '../defineMethods';
import { bboxText, type TerminalCoordinates } from '../../resources/maps/clustering';
import { terminals } from '../../resources/terminals/schema';
import type { MapsMethods } from './mapsMethods';

/** GET {terminal}/api/v1/Terminal/terminal-coordinates?zoom&bbox&online&brandId&commerceId. */
export const createHttpMapsMethods = ({ urls, httpClientFor }: HttpMethodsContext): MapsMethods => ({
  terminalCoordinates: async ({ zoom, bbox, online, brandId, commerceId }) => {
    const search = new URLSearchParams({ zoom: String(zoom) });
    if (bbox) search.set('bbox', bboxText(bbox));
    if (online !== undefined) search.set('online', String(online));
    if (brandId !== undefined) search.set('brandId', String(brandId));
    if (commerceId !== undefined) search.set('commerceId', String(commerceId));
    const url = `${urls.terminal}/${terminals.path}/terminal-coordinates?${search}`;
    return { data: (await httpClientFor('terminal')(url)).json as TerminalCoordinates };
  },
});
