import { z } from 'zod';
import type { CandidateTerminal } from '../../../resources/fleetInstalls/impact';
import { MAX_INSTALL_TERMINALS, type InstallTarget } from '../../../resources/fleetInstalls/shapes';
import { isOnline } from '../../../resources/terminals/schema';
import type { SandboxContext } from '../../context';
import { ruleContextOf } from '../../engine/domainRules';
import type { RequestSession } from '../../guard';
import type { BatchBook } from './batches';
import { terminalColumnsMatching, type TerminalColumns } from './terminalColumns';

const ids = z.array(z.number().int().positive()).max(500);
const texts = z.array(z.string().max(50)).max(50);

export const installTargetSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('terminals'),
      terminalIds: z.array(z.number().int().positive()).max(MAX_INSTALL_TERMINALS),
    })
    .strict(),
  z
    .object({
      kind: z.literal('serials'),
      serialNumbers: z.array(z.string().trim().toUpperCase().min(1).max(50)).max(MAX_INSTALL_TERMINALS),
    })
    .strict(),
  z
    .object({
      kind: z.literal('filter'),
      filter: z
        .object({
          brandId: ids,
          modelId: ids,
          commerceId: ids,
          groupId: ids,
          connectionType: texts,
          androidVersion: texts,
          online: z.boolean(),
        })
        .partial()
        .strict(),
    })
    .strict(),
]);

export interface TargetTerminal extends CandidateTerminal {
  serialNumber: string;
  batteryLevel: number | null;
}

const CHUNK = 900;

/** How many of these ids or serials exist in another entity (the caller has no access there). */
const countElsewhere = (
  context: SandboxContext,
  field: 'id' | 'serialNumber',
  values: readonly (string | number)[],
) => {
  let found = 0;
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    found += context.store.list('terminals', { filter: { [field]: chunk }, range: [0, chunk.length - 1] }).total;
  }
  return found;
};

/**
 * The terminals a target names in the caller's entity, with what the plan reads of each; listed
 * ids and serials found only in another entity are counted, the others returned as unknown.
 */
export const terminalsOfInstallTarget = async (
  context: SandboxContext,
  session: RequestSession,
  target: InstallTarget,
  since: string,
  batches: BatchBook,
) => {
  const { store } = context;
  let records: TerminalColumns[] = [];
  let otherEntity = 0;
  let unknownSerials: string[] = [];
  // Lists are read a chunk at a time, each newest first, as the list service answers them.
  const inChunks = (field: 'id' | 'serialNumber', values: readonly (string | number)[]) => {
    for (let i = 0; i < values.length; i += CHUNK)
      records.push(
        ...terminalColumnsMatching(context, session.entityId, { [field]: values.slice(i, i + CHUNK) }, 'DESC'),
      );
  };
  if (target.kind === 'filter') {
    const { online, ...rest } = target.filter;
    const filter: Record<string, unknown> = { ...rest, deleted: false };
    if (online !== undefined) filter.online = { online, since };
    records = terminalColumnsMatching(context, session.entityId, filter);
  } else if (target.kind === 'serials') {
    const serials = [...new Set(target.serialNumbers)];
    inChunks('serialNumber', serials);
    const found = new Set(records.map((terminal) => terminal.serialNumber));
    const missing = serials.filter((serial) => !found.has(serial));
    otherEntity = countElsewhere(context, 'serialNumber', missing);
    unknownSerials = otherEntity === missing.length ? [] : missing;
  } else {
    const wanted = [...new Set(target.terminalIds)];
    inChunks('id', wanted);
    const found = new Set(records.map((terminal) => terminal.id));
    otherEntity = countElsewhere(
      context,
      'id',
      wanted.filter((id) => !found.has(id)),
    );
  }
  const modelNames = new Map<number, string>();
  const nameOf = (modelId: number) => {
    if (!modelNames.has(modelId)) modelNames.set(modelId, String(store.get('models', modelId)?.name ?? modelId));
    return modelNames.get(modelId) as string;
  };
  const ruleContext = ruleContextOf(context, session);
  const seen = await Promise.all(records.map((terminal) => context.rules.visible('terminals', terminal, ruleContext)));
  const open = batches.openSet(records.map((terminal) => terminal.id));
  const terminals: TargetTerminal[] = records.map((terminal, index) => ({
    id: terminal.id,
    serialNumber: terminal.serialNumber,
    modelId: terminal.modelId,
    modelName: nameOf(terminal.modelId),
    online: isOnline(terminal.lastConnectionDate, since),
    deleted: terminal.deleted,
    visible: seen[index],
    openBatch: open.has(terminal.id),
    batteryLevel: typeof terminal.batteryLevel === 'number' ? terminal.batteryLevel : null,
  }));
  return { terminals, otherEntity, unknownSerials };
};
