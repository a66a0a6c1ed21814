import type { DataProvider } from 'ra-core';
import type { CommerceTerminal, MoveResult, PinResendResult } from '../../resources/commerces/terminals/shapes';
import type { ImportBatch, RowResult } from '../../resources/csvImport/importTypes';
import type { MethodNames } from '../lazyMethods';

/**
 * The commerce screens' custom methods, declared here and implemented over HTTP
 * (`commerceHttp.ts`) and in memory (`commerceFakerest.ts`). They take the commerces resource
 * first, so they reach the commerce service's client.
 */
export interface CommerceMethods {
  /** The commerce's terminals in service, with their online state. */
  commerceTerminals(resource: string, params: { commerceId: number }): Promise<{ data: CommerceTerminal[] }>;
  /** Terminals the entity keeps in its warehouses (one warehouse, or all). */
  warehouseTerminals(
    resource: string,
    params: { warehouseId?: number | null; q?: string },
  ): Promise<{ data: CommerceTerminal[] }>;
  /** Takes terminals out of their warehouse into the commerce (PM-0010 for one that is not in stock). */
  addCommerceTerminals(
    resource: string,
    params: { commerceId: number; terminalIds: number[] },
  ): Promise<{ data: MoveResult }>;
  /** Moves terminals of the commerce out to a warehouse (PM-0010 for one that is not the commerce's). */
  moveCommerceTerminalsOut(
    resource: string,
    params: { commerceId: number; terminalIds: number[]; warehouseId: number },
  ): Promise<{ data: MoveResult }>;
  /** Sends new PINs of the commerce's terminals to its e-mail. */
  resendTerminalPins(
    resource: string,
    params: { commerceId: number; terminalIds: number[] },
  ): Promise<{ data: PinResendResult }>;
  /** Creates every good row of a commerce CSV batch; answers, row by row, the new id or its problems. */
  importCommerces(resource: string, params: { batch: ImportBatch }): Promise<{ data: RowResult[] }>;
}

export type CommerceDataProvider = DataProvider & CommerceMethods;

export const commerceMethodNames: MethodNames<CommerceMethods> = {
  commerceTerminals: true,
  warehouseTerminals: true,
  addCommerceTerminals: true,
  moveCommerceTerminalsOut: true,
  resendTerminalPins: true,
  importCommerces: true,
};
