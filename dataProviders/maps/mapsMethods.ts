import type { DataProvider } from 'ra-core';
import type { TerminalCoordinates, TerminalCoordinatesQuery } from '../../resources/maps/clustering';
import type { MethodNames } from '../lazyMethods';

/** The terminal map's markers: server-side clusters of the visible box (resource: the terminals'). */
export interface MapsMethods {
  terminalCoordinates(resource: string, params: TerminalCoordinatesQuery): Promise<{ data: TerminalCoordinates }>;
}

export type MapsDataProvider = DataProvider & MapsMethods;

export const mapsMethodNames: MethodNames<MapsMethods> = { terminalCoordinates: true };
