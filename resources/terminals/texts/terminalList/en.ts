import type { DeepStrings } from '../../../../i18n/types';
import type { terminalListEs } from './es';

export const terminalListEn = {
  terminalList: {
    state: 'State',
    online: 'Online',
    offline: 'Offline',
    deleted: 'Deleted',
    onlineHint: 'Online: connected in the last {{minutes}} minutes',
    neverConnected: 'Never connected',
    aside: {
      title: 'Quick filters',
      connection: 'Connection',
    },
    export: {
      fileName: 'terminals',
    },
    tags: {
      button: 'Assign tags',
      title_one: 'Assign tags to {{smart_count}} terminal',
      title_other: 'Assign tags to {{smart_count}} terminals',
      label: 'Tags',
      help: 'Up to 5 tags. Tags a terminal already has are not counted twice.',
      search: 'Search tags',
      noOptions: 'No matching tags',
      loading: 'Loading…',
      required: 'Choose at least one tag.',
      tooMany: 'You can assign 5 tags at most.',
      checking: "Checking the terminals' current tags…",
      willSkip_one: '{{smart_count}} terminal would exceed the 5-tag limit and will be skipped: {{serials}}',
      willSkip_other: '{{smart_count}} terminals would exceed the 5-tag limit and will be skipped: {{serials}}',
      submit: 'Assign',
      cancel: 'Cancel',
      close: 'Close',
      working: 'Assigning tags…',
      resultTitle: 'Assignment result',
      assigned_one: '{{smart_count}} terminal got the tags.',
      assigned_other: '{{smart_count}} terminals got the tags.',
      unchanged_one: '{{smart_count}} terminal already had them.',
      unchanged_other: '{{smart_count}} terminals already had them.',
      skipped_one: '{{smart_count}} terminal was skipped for exceeding 5 tags: {{serials}}',
      skipped_other: '{{smart_count}} terminals were skipped for exceeding 5 tags: {{serials}}',
      notFound_one: '{{smart_count}} terminal no longer exists.',
      notFound_other: '{{smart_count}} terminals no longer exist.',
    },
    softDelete: {
      button: 'Delete',
      title_one: 'Delete {{smart_count}} terminal',
      title_other: 'Delete {{smart_count}} terminals',
      content:
        'The terminals will be marked as deleted and leave the list (the "Deleted" filter shows them). Do you want to continue?',
      done_one: '{{smart_count}} terminal marked as deleted.',
      done_other: '{{smart_count}} terminals marked as deleted.',
    },
    hardDelete: {
      button: 'Delete permanently',
      title_one: 'Permanently delete {{smart_count}} terminal',
      title_other: 'Permanently delete {{smart_count}} terminals',
      content: 'The terminal and its data will be erased. This cannot be undone. Do you want to continue?',
    },
  },
} satisfies DeepStrings<typeof terminalListEs>;
