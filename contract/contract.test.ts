import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../fixtures/world';
import type {
  ContractCase,
  ContractCases,
  ContractOutcome,
  ContractStep,
  SeededWorld,
} from '../resources/core/rules/contractCase';
import { domainRules } from '../dataProviders/domainHooks';
import { loadDomainHooks } from '../sandbox/engine/domainRules';
import { contractWorld, fakerestBackEnd, sandboxBackEnd, type ContractBackEnd } from './backEnds';

/**
 * The contract suite: every domain's rule cases (resources/<domain>/hooks.contract.ts) against
 * the sandbox and the fakerest provider, each from the same seeded world, a fresh one per domain.
 * A rule either back end applies differently fails here, naming the back end.
 */
const domains = import.meta.glob<{ cases: ContractCases }>('../resources/*/hooks.contract.ts', { eager: true });
const hookModules = import.meta.glob<{ hooks?: Record<string, readonly { name: string }[]> }>(
  '../resources/*/hooks.ts',
  { eager: true },
);
const world: World = contractWorld();
const seeded = world as unknown as SeededWorld;
const domainOf = (path: string) => path.split('/')[2];
const casesByDomain = Object.entries(domains).map(([path, module]) => ({
  domain: domainOf(path),
  cases: module.cases(seeded),
}));

/** The calls of a case in order, each by its own persona or the case's; a function step reads the earlier answers. */
const run = async (backEnd: ContractBackEnd, { setUp = [], action, as, entityId, expect: expected }: ContractCase) => {
  const earlier: ContractOutcome[] = [];
  const perform = (step: ContractStep) => {
    const call = typeof step === 'function' ? step(earlier) : step;
    return backEnd.perform(call, call.as ?? as, entityId);
  };
  for (const step of setUp) {
    const outcome = await perform(step);
    expect(outcome.status, `set-up step ${earlier.length + 1}: ${JSON.stringify(outcome)}`).toBeLessThan(300);
    earlier.push(outcome);
  }
  const outcome = await perform(action);
  const shown = JSON.stringify({ status: outcome.status, code: outcome.code, errors: outcome.errors });
  if (expected.status !== undefined) expect(outcome.status, shown).toBe(expected.status);
  if (expected.code !== undefined) expect(outcome.code, shown).toBe(expected.code);
  if (expected.errors !== undefined) expect(outcome.errors, shown).toEqual(expected.errors);
  expected.outcome?.(outcome);
};

describe.each([
  ['sandbox', sandboxBackEnd],
  ['fakerest', () => fakerestBackEnd(world)],
] as const)('the domain rules on the %s', (_name, open) => {
  describe.each(casesByDomain)('$domain', ({ cases }) => {
    let backEnd: ContractBackEnd;
    beforeAll(async () => {
      backEnd = await open();
    });
    afterAll(() => backEnd.close());
    it.each(cases.map((rule) => [rule.title, rule] as const))('%s', async (_title, rule) => run(backEnd, rule));
  });
});

describe('the contract suite', () => {
  it('has a case for every rule of every domain, and names no rule that does not exist', () => {
    const declared = Object.values(hookModules).flatMap(({ hooks }) =>
      Object.values(hooks ?? {}).flatMap((rules) => rules.map((rule) => rule.name)),
    );
    const exercised = new Set(casesByDomain.flatMap(({ cases }) => cases.map((rule) => rule.rule)));
    expect(declared.filter((name) => !exercised.has(name))).toEqual([]);
    expect([...exercised].filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('runs on both back ends the same rules, read from the same files', async () => {
    const sandboxRules = await loadDomainHooks();
    const namesOf = (rulesOf: (resource: string) => readonly { name: string }[], resources: string[]) =>
      resources.flatMap((resource) => rulesOf(resource).map((rule) => `${resource}: ${rule.name}`)).sort();
    const resources = Object.keys(sandboxRules);
    expect(namesOf(domainRules.rulesOf, resources)).toEqual(
      namesOf((resource) => sandboxRules[resource] ?? [], resources),
    );
    expect(resources.length).toBeGreaterThan(0);
  });
});
