import type { DataProvider } from 'ra-core';
import type { TerminalCoordinates, TerminalCoordinatesQuery } from '../../resources/maps/clustering';
import { defineMethods } from '../defineMethods';
import { createHttpMapsMethods } from './mapsHttp';

/** The terminal map's markers: server-side clusters of the visible box. */
export interface MapsMethods {
  terminalCoordinates(params: TerminalCoordinatesQuery): Promise<{ data: TerminalCoordinates }>;
}

export type MapsDataProvider = DataProvider & MapsMethods;

export const mapsFamily = defineMethods<MapsMethods>({
  domain: 'maps',
  names: { terminalCoordinates: true },
  // In the console's first load (a few hundred bytes): a cold /maps asks its first clusters as the
  // console starts, without waiting for a chunk first.
  http: async (context) => createHttpMapsMethods(context),
  fake: async (context) => (await import('./mapsFakerest')).createFakeMapsMethods(context),
});
