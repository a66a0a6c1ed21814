import type { DataProvider } from 'ra-core';
import type { TerminalCoordinates, TerminalCoordinatesQuery } from '../../resources/maps/clustering';
import { defineMethods } from '../defineMethods';

/** The terminal map's markers: server-side clusters of the visible box. */
export interface MapsMethods {
  terminalCoordinates(params: TerminalCoordinatesQuery): Promise<{ data: TerminalCoordinates }>;
}

export type MapsDataProvider = DataProvider & MapsMethods;

export const mapsFamily = defineMethods<MapsMethods>({
  domain: 'maps',
  names: { terminalCoordinates: true },
  http: async (context) => (await import('./mapsHttp')).createHttpMapsMethods(context),
  fake: async (context) => (await import('./mapsFakerest')).createFakeMapsMethods(context),
});
