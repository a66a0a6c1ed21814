import type { HttpMethodsContext } from '../defineMethods';
import type { TerminalAction } from '../../resources/terminalsHistory/schema';
import { type TerminalPush, type TerminalActionsMethods } from './actionsMethods';

const pushPaths: Record<Exclude<TerminalPush, 'REQUEST_LOGS'>, string> = {
  REQUEST_STATUS: 'request-status',
  RESTART: 'restart',
  SOFT_DELETE: 'soft-delete',
  TPV_INITIALIZATION: 'initialization-parameters',
};

const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
};

/** The methods over HTTP, on the terminal and app services' base URLs. */
export const createHttpTerminalActionsMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): TerminalActionsMethods => {
  const terminal = (path: string, init?: RequestInit) =>
    httpClientFor('terminal')(`${urls.terminal}/api/v1/${path}`, init);
  const app = (path: string, body: unknown) =>
    httpClientFor('app')(`${urls.app}/api/v1/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return {
    terminalHistory: async ({ terminalId, page, perPage }) => {
      const range = JSON.stringify([(page - 1) * perPage, page * perPage - 1]);
      const { json, headers } = await terminal(`Terminal/${terminalId}/History?range=${encodeURIComponent(range)}`);
      const data = json as TerminalAction[];
      return { data, total: totalOf(headers, data.length) };
    },
    pushTerminalAction: async ({ terminalId, serialNumber, action }) => {
      const path =
        action === 'REQUEST_LOGS'
          ? `TerminalFilesLog/message-to-get-logs/${encodeURIComponent(serialNumber)}`
          : `Terminal/${terminalId}/${pushPaths[action]}`;
      return { data: (await terminal(path, { method: 'POST' })).json as TerminalAction };
    },
    hardDeleteTerminal: async ({ terminalId }) => ({
      data: (await terminal(`Terminal/${terminalId}/hard-delete`, { method: 'DELETE' })).json as { id: number },
    }),
    assignTerminalTags: async ({ terminalId, tagIds }) => ({
      data: (
        await terminal(`TagAssignment/terminal/${terminalId}`, { method: 'PUT', body: JSON.stringify({ tagIds }) })
      ).json as { id: number },
    }),
    installAppVersion: async (params) => ({
      data: (await app('Application/InstallApp', params)).json as TerminalAction[],
    }),
    installComponent: async (params) => ({
      data: (await app('Component/install', params)).json as TerminalAction[],
    }),
  };
};
