import type { RaRecord } from 'ra-core';
import { tags } from '../../resources/tags/schema';
import { terminals } from '../../resources/terminals/schema';
import { planTagAssignment, type TaggedTerminal } from '../../resources/terminals/operations/tagAssignmentPlan';
import type { FakeOperationsContext } from './operationsFakeContext';
import type { TerminalOperationsMethods } from './operationsMethods';

type TagMethods = Pick<
  TerminalOperationsMethods,
  'tagByName' | 'tagTerminalCount' | 'resetTag' | 'tagAssignmentPreview' | 'assignTag'
>;

/** Tags by name, their terminal count, reset, and assignment by CSV or filters (at most 5 per terminal). */
export const fakeTagMethods = ({ fail, list, bySerial, requireSerials, tagOf, writeTagIds }: FakeOperationsContext) => {
  const runAssignment = async (request: Parameters<TerminalOperationsMethods['assignTag']>[0], write: boolean) => {
    const tag = await tagOf(request.tagId);
    let found: RaRecord[];
    let requested: string[] | undefined;
    if (request.by === 'csv') {
      requested = [...new Set(request.serialNumbers)];
      requireSerials(requested);
      found = await bySerial(requested);
    } else {
      if (!Object.values(request.filter).some((values) => values?.length)) throw fail(400, 'TM-0007');
      found = await list(terminals.resource, { ...request.filter });
    }
    const plan = planTagAssignment(Number(tag.id), request.action, found as unknown as TaggedTerminal[], requested);
    if (plan.outcome.matched === 0) throw fail(400, 'TM-0007');
    if (write) await writeTagIds(plan.changes);
    return { data: plan.outcome };
  };

  const methods: TagMethods = {
    tagByName: async ({ name }) => {
      const tag = (await list(tags.resource, { name })).find((candidate) => candidate.name === name);
      if (!tag) throw fail(404, 'TM-0004');
      return { data: tag };
    },
    tagTerminalCount: async ({ id }) => ({
      data: { total: (await list(terminals.resource, { tagIds: [(await tagOf(id)).id] })).length },
    }),
    resetTag: async ({ id, name }) => {
      const tag = await tagOf(id);
      if (name.trim() !== tag.name) throw fail(400, 'TM-0004', { name: 'TM-0004' });
      const holding = await list(terminals.resource, { tagIds: [tag.id] });
      const { changes } = planTagAssignment(Number(tag.id), 'UNASSIGN', holding as unknown as TaggedTerminal[]);
      await writeTagIds(changes);
      return { data: { removed: changes.length } };
    },
    tagAssignmentPreview: (request) => runAssignment(request, false),
    assignTag: (request) => runAssignment(request, true),
  };
  return methods;
};
