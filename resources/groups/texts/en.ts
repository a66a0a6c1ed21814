import type { groupPagesEs } from './es';

/** Texts of the group screens in English. */
export const groupPagesEn: typeof groupPagesEs = {
  groupPages: {
    merge: {
      title: "Merge groups' parameters",
      intro:
        'The target group receives every parameter of the chosen groups. Where values differ, choose which one stays.',
      target: 'Target group',
      sources: 'Source groups',
      parameter: 'Parameter',
      result: 'Result',
      absent: '—',
      conflicts_one: '{{smart_count}} conflict to resolve.',
      conflicts_other: '{{smart_count}} conflicts to resolve.',
      noConflicts: 'No conflicts: the groups agree wherever they share parameters.',
      noParameters: 'The chosen groups have no parameters.',
      chooseGroups: 'Choose the target group and at least one source group.',
      choose: 'Use the value of {{group}} for {{key}}',
      save: 'Save merge',
      saved: 'Parameters merged into {{name}}.',
    },
    copy: {
      button: 'Copy group',
      title: 'Copy the group “{{name}}”',
      intro: 'The copy takes the commerce, port, description and parameters. It needs a name and an IP of its own.',
      name: "Copy's name",
      hostIp: "Copy's host IP",
      confirm: 'Copy',
      cancel: 'Cancel',
      done: 'Group copied.',
    },
    terminals: {
      title: "Group's terminals",
      none: 'The group has no terminals.',
      noMatch: 'No terminal of the group matches the search.',
      search: 'Search by serial or alias',
      add: 'Add to the group',
      candidate: "Commerce's terminal",
      added: 'Terminal {{serial}} added to the group.',
      remove: 'Remove {{serial}} from the group',
      removed: 'Terminal {{serial}} removed from the group.',
      serial: 'Serial number',
      alias: 'Alias',
      actions: 'Actions',
      inGroup: 'in another group',
      range: '{{from}}–{{to}} of {{count}}',
      perPage: 'Rows per page',
    },
  },
};
