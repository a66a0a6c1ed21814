import type { ResourceMessages } from '../../core/messageTypes';
import type { subsidies } from '../schema';

export const messages = {
  name: { one: 'Subsidy', other: 'Subsidies' },
  fields: { name: 'Name', index: 'Index', label: 'Label' },
  groups: {},
  choices: {},
  help: { index: 'Whole number from 0; it cannot repeat.' },
} satisfies ResourceMessages<typeof subsidies>;
