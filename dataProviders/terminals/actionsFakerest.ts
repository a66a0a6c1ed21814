import type { DataProvider, RaRecord } from 'ra-core';
import { appVersions } from '../../resources/appVersions/schema';
import { apps } from '../../resources/apps/schema';
import { components } from '../../resources/components/schema';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { tags } from '../../resources/tags/schema';
import { newAction, type ActionRequest } from '../../resources/terminalsHistory/book';
import { componentAction, componentReaches, versionReaches } from '../../resources/terminalsHistory/rules';
import { terminalActions, type TerminalAction } from '../../resources/terminalsHistory/schema';
import { onlineSince, onlineWindowMinutes, terminals } from '../../resources/terminals/schema';
import { parameterPushOf } from '../../resources/profiles/parameterUpdate/pushRequest';
import { tagsAfterAdding } from '../../resources/terminals/tagLimit';
import { mapServiceError } from '../responseErrors';
import { settleTerminal } from './actionsFakeSettle';
import type { TerminalActionsMethods } from './actionsMethods';

/** How long an in-memory terminal takes to answer a push (the sandbox's default is 3 s). */
export const FAKE_ACTION_DELAY_MS = 1_500;

const refusal = (status: number, code: string, field?: string) => {
  const body: ServiceErrorBody = { Code: code, Message: code, ...(field ? { Errors: { [field]: code } } : {}) };
  return mapServiceError(status, body, JSON.stringify(body));
};

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/**
 * The terminal actions over an in-memory (fakerest) provider, with the sandbox's rules and codes:
 * pushes pending until due, settled when the history is read; installs refused with AM-0008,
 * AM-0030 or AM-0032; more than five tags refused with TM-0003. Permissions are not checked here,
 * as fakerest checks none.
 */
export const createFakeTerminalActionsMethods = (
  provider: DataProvider,
  {
    delayMs = FAKE_ACTION_DELAY_MS,
    now = Date.now,
    userName = () => globalThis.localStorage?.getItem('UserName') ?? '',
  }: { delayMs?: number; now?: () => number; userName?: () => string } = {},
): TerminalActionsMethods => {
  const terminalOf = (id: number) =>
    provider.getOne(terminals.resource, { id }).then(
      ({ data }) => data,
      () => Promise.reject(refusal(404, 'TM-0002')),
    );
  const record = async (request: Omit<ActionRequest, 'requestedBy'>) =>
    (
      await provider.create(terminalActions.resource, {
        data: { ...newAction({ ...request, requestedBy: userName() }, now(), delayMs) },
      })
    ).data as TerminalAction;
  const facts = (terminal: RaRecord) => ({
    id: Number(terminal.id),
    modelId: terminal.modelId,
    batteryLevel: terminal.batteryLevel,
  });
  const optional = (resource: string, id: number) =>
    provider.getOne(resource, { id }).then(
      ({ data }) => data,
      () => undefined,
    );
  const terminalsOf = async (ids: number[]) => {
    if (ids.length === 0) throw refusal(400, 'TM-0007', 'terminalIds');
    return Promise.all([...new Set(ids)].map(terminalOf));
  };

  return {
    terminalHistory: async ({ terminalId, page, perPage }) => {
      await terminalOf(terminalId);
      await settleTerminal(provider, terminalId, now(), FAKE_ACTION_DELAY_MS);
      const { data, total } = await provider.getList(terminalActions.resource, {
        filter: { terminalId },
        pagination: { page, perPage },
        sort: { field: 'requestedAt', order: 'DESC' },
      });
      return { data: data as TerminalAction[], total: total ?? data.length };
    },
    pushTerminalAction: async ({ terminalId, action }) => {
      const terminal = await terminalOf(terminalId);
      if (action === 'SOFT_DELETE')
        await provider.update(terminals.resource, { id: terminalId, data: { deleted: true }, previousData: terminal });
      if (action !== 'TPV_INITIALIZATION') return { data: await record({ terminalId, action }) };
      // A parameter push to an offline terminal waits for its next connection.
      const since = onlineSince(now(), onlineWindowMinutes({}));
      const push = parameterPushOf(
        { id: terminalId, lastConnectionDate: terminal.lastConnectionDate, batteryLevel: terminal.batteryLevel },
        { requestedBy: userName(), since },
      );
      return { data: await record(push) };
    },
    hardDeleteTerminal: async ({ terminalId }) => {
      const terminal = await terminalOf(terminalId);
      // The provider's delete applies the hard-delete rule (terminalRulesFakerest.ts).
      await provider.delete(terminals.resource, { id: terminalId, previousData: terminal });
      return { data: { id: terminalId } };
    },
    assignTerminalTags: async ({ terminalId, tagIds }) => {
      const terminal = await terminalOf(terminalId);
      const kept = tagsAfterAdding([], tagIds);
      if (!kept) throw refusal(400, 'TM-0003', 'tagIds');
      const found = await Promise.all(kept.map((id) => optional(tags.resource, id)));
      if (found.some((tag) => !tag)) throw refusal(400, 'TM-0004', 'tagIds');
      await provider.update(terminals.resource, { id: terminalId, data: { tagIds: kept }, previousData: terminal });
      const detail = found.map((tag) => String(tag?.name)).join(', ');
      await record({ terminalId, action: 'ASSIGN_TAGS', detail });
      return { data: { id: terminalId } };
    },
    installAppVersion: async ({ appVersionId, terminalIds }) => {
      const version = await optional(appVersions.resource, appVersionId);
      const app = version && (await optional(apps.resource, Number(version.appId)));
      if (!version || !app) throw refusal(400, 'AM-0008', 'appVersionId');
      const targets = await terminalsOf(terminalIds);
      const versionFacts = {
        state: String(version.state),
        authorizedTerminalIds: numbers(version.authorizedTerminalIds),
      };
      if (!targets.every((terminal) => versionReaches(versionFacts, numbers(app.modelIds), facts(terminal))))
        throw refusal(400, 'AM-0032', 'appVersionId');
      const detail = `${String(app.name)} ${String(version.versionName)}`;
      const data = [];
      for (const terminal of targets)
        data.push(
          await record({ terminalId: Number(terminal.id), action: 'INSTALL_APP', detail, targetId: appVersionId }),
        );
      return { data };
    },
    installComponent: async ({ componentId, terminalIds }) => {
      const component = await optional(components.resource, componentId);
      if (!component) throw refusal(400, 'AM-0008', 'componentId');
      if (!component.currentVersion) throw refusal(400, 'AM-0030', 'componentId');
      const targets = await terminalsOf(terminalIds);
      if (!targets.every((terminal) => componentReaches(numbers(component.modelIds), facts(terminal))))
        throw refusal(400, 'AM-0032', 'componentId');
      const action = componentAction(String(component.type));
      const detail = `${String(component.name)} ${String(component.currentVersion)}`;
      const data = [];
      for (const terminal of targets)
        data.push(await record({ terminalId: Number(terminal.id), action, detail, targetId: componentId }));
      return { data };
    },
  };
};
