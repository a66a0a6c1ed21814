import type { HttpMethodsContext } from '../defineMethods';
import type { ServiceName } from '../../resources/core/resourceSchema';
import type { TagAssignmentRequest } from '../../resources/terminals/operations/shapes';
import { type TerminalOperationsMethods } from './operationsMethods';

/** The methods over HTTP, each on the service that owns the call (spec section 7). */
export const createHttpTerminalOperationsMethods = ({
  urls,
  httpClientFor,
}: HttpMethodsContext): TerminalOperationsMethods => {
  const call = async <T>(service: ServiceName, path: string, body?: unknown, hideNotFoundAlert = false) => ({
    data: (
      await httpClientFor(service)(`${urls[service]}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
        hideNotFoundAlert,
      })
    ).json as T,
  });
  const batch = (params: TagAssignmentRequest) =>
    params.by === 'csv'
      ? { path: 'ByCsv', body: { tagId: params.tagId, action: params.action, serialNumbers: params.serialNumbers } }
      : { path: 'ByFilters', body: { tagId: params.tagId, action: params.action, filter: params.filter } };
  return {
    reassignmentPreview: (params) => call('terminal', 'api/v1/Terminal/Reassignment/validation', params),
    reassignTerminals: (params) => call('terminal', 'api/v1/Terminal/Reassignment', params),
    sendInitializationParameters: (params) => call('terminal', 'api/v1/Terminal/initialization-parameters', params),
    tagByName: ({ name }) => call('parameters', `api/v1/Tag/by-name/${encodeURIComponent(name)}`, undefined, true),
    tagTerminalCount: ({ id }) => call('parameters', `api/v1/Tag/${id}/terminals`),
    resetTag: ({ id, name }) => call('parameters', `api/v1/Tag/${id}/reset`, { name }),
    tagAssignmentPreview: (params) => call('parameters', 'api/v1/TagAssignment/validation', params),
    assignTag: (params) => {
      const { path, body } = batch(params);
      return call('parameters', `api/v1/TagAssignment/${path}`, body);
    },
    terminalReport: ({ filter }) => call('reports', 'api/v1/Report/terminal-report', { filter }),
    terminalReportEntities: () => call('reports', 'api/v1/Report/terminal-report/entities'),
    downloadTerminalReport: ({ filter, format, columns }) =>
      call('reports', `api/v1/Report/terminal-report/${format === 'xlsx' ? 'excel' : 'csv'}`, { filter, columns }),
    downloadTerminalLog: ({ id }) => call('terminal', `api/v1/TerminalFilesLog/${id}/b64log`),
    // message-to-get-logs answers the terminal's recorded action (terminal detail), activate-logs
    // the request itself: both come back as what was asked and when.
    requestTerminalLogs: async ({ serialNumber, kind }) => {
      const { data } = await call<{ requestedAt?: string }>(
        'terminal',
        `api/v1/TerminalFilesLog/message-to-${kind}/${encodeURIComponent(serialNumber)}`,
        {},
        true,
      );
      return { data: { serialNumber, kind, requestedAt: data?.requestedAt ?? new Date().toISOString() } };
    },
  };
};
