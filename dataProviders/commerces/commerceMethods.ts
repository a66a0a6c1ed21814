import type { DataProvider } from 'ra-core';
import type { CommerceTerminal, MoveResult, PinResendResult } from '../../resources/commerces/terminals/shapes';
import type { ImportBatch, RowResult } from '../../resources/csvImport/importTypes';
import { defineMethods } from '../defineMethods';

/**
 * The commerce screens' custom methods, declared here and implemented over HTTP
 * (`commerceHttp.ts`) and in memory (`commerceFakerest.ts`).
 */
export interface CommerceMethods {
  /** The commerce's terminals in service, with their online state. */
  commerceTerminals(params: { commerceId: number }): Promise<{ data: CommerceTerminal[] }>;
  /** Terminals the entity keeps in its warehouses (one warehouse, or all). */
  warehouseTerminals(params: { warehouseId?: number | null; q?: string }): Promise<{ data: CommerceTerminal[] }>;
  /** Takes terminals out of their warehouse into the commerce (PM-0010 for one that is not in stock). */
  addCommerceTerminals(params: { commerceId: number; terminalIds: number[] }): Promise<{ data: MoveResult }>;
  /** Moves terminals of the commerce out to a warehouse (PM-0010 for one that is not the commerce's). */
  moveCommerceTerminalsOut(params: {
    commerceId: number;
    terminalIds: number[];
    warehouseId: number;
  }): Promise<{ data: MoveResult }>;
  /** Sends new PINs of the commerce's terminals to its e-mail. */
  resendTerminalPins(params: { commerceId: number; terminalIds: number[] }): Promise<{ data: PinResendResult }>;
  /** Creates every good row of a commerce CSV batch; answers, row by row, the new id or its problems. */
  importCommerces(params: { batch: ImportBatch }): Promise<{ data: RowResult[] }>;
}

export type CommerceDataProvider = DataProvider & CommerceMethods;

export const commerceFamily = defineMethods<CommerceMethods>({
  domain: 'commerces',
  names: {
    commerceTerminals: true,
    warehouseTerminals: true,
    addCommerceTerminals: true,
    moveCommerceTerminalsOut: true,
    resendTerminalPins: true,
    importCommerces: true,
  },
  http: async (context) => (await import('./commerceHttp')).createHttpCommerceMethods(context),
  fake: async (context) => (await import('./commerceFakerest')).createFakeCommerceMethods(context),
});
