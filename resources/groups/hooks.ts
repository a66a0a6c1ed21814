import { hostChangeIssues, HOSTS_NEED_PROPOSAL } from '../profiles/approvals/hostProposal';
import { groupLayer, type GroupParameter } from '../profiles/parameters/groupLayer';
import { refuse } from '../core/serviceError';
import { defineHooks, type Values } from '../core/rules/domainHooks';
import { groups } from './schema';

export const GROUP_HOSTS_RULE = 'a group sets, changes or drops no host parameter: hosts change through a proposal';

const parametersOf = (values: Values | undefined) => values?.parameters as readonly GroupParameter[] | null | undefined;

/**
 * A group's parameters are a layer of its terminals' (profile, group, terminal): a host value
 * there would change what the terminals dial with one person's click. Refused on each row that
 * names a host parameter, as the form lists them.
 */
const refuseHostChanges = (next: Values, stored?: Values) => {
  const issues = hostChangeIssues(groupLayer(parametersOf(stored)), groupLayer(parametersOf(next)));
  const names = Object.keys(issues);
  if (names.length === 0) return next;
  const rows = (parametersOf(next) ?? []).flatMap((parameter, row) => (names.includes(parameter.key) ? [row] : []));
  const Errors = Object.fromEntries(
    (rows.length > 0 ? rows.map((row) => `parameters.${row}.key`) : ['parameters']).map((path) => [
      path,
      HOSTS_NEED_PROPOSAL,
    ]),
  );
  throw refuse(400, 'AM-0009', { Message: names.join(', '), Errors });
};

export const hooks = defineHooks({
  [groups.name]: [
    {
      name: GROUP_HOSTS_RULE,
      beforeCreate: (data) => refuseHostChanges(data),
      beforeUpdate: (data, stored) => refuseHostChanges(data, stored),
    },
  ],
});
