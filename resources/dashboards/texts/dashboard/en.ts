import type { DeepStrings } from '../../../../i18n/types';
import type { dashboardEs } from './es';

/** Texts of the home dashboard in English. */
export const dashboardEn = {
  dashboard: {
    title: 'Home',
    entity: 'Entity: {{name}}',
    tabs: {
      label: 'Home sections',
      operations: 'Operations',
      day: 'Transactions of the day',
    },
    monthly: {
      title: 'Operations per month',
      subtitle: 'Last {{months}} months up to the latest month with operations',
      chartDescription: 'Bar chart of the number of operations in each month: {{values}}.',
      bar_one: '{{label}}: {{operations}} operation, net total {{amount}}',
      bar_other: '{{label}}: {{operations}} operations, net total {{amount}}',
      empty: 'There are no operations in these months.',
    },
    latest: {
      title: 'Latest operations',
      viewAll: 'View all',
      empty: 'There are no operations yet.',
    },
    day: {
      date: 'Day (UTC)',
      latestHint: 'Showing the latest day with operations.',
      showLatest: 'Go to the latest day with operations',
      sales: 'Sales',
      cancellations: 'Cancellations',
      net: 'Net total',
      refunds: 'Refunds',
      netHint: 'Sales minus cancellations and refunds',
      operations_one: '{{smart_count}} operation',
      operations_other: '{{smart_count}} operations',
      hourlyTitle: 'Operations per hour',
      hourlySubtitle: 'Hours in UTC',
      hourlyDescription: 'Bar chart of the number of operations in each hour of the day: {{values}}.',
      hourBar_one: '{{hour}}: {{operations}} operation, net total {{amount}}',
      hourBar_other: '{{hour}}: {{operations}} operations, net total {{amount}}',
      hour: '{{hour}}h',
      emptyTitle: 'No transactions',
      emptyBody: 'There are no transactions on {{date}}.',
      noData: 'The entity has no operations yet.',
    },
    chart: {
      keyboardHint: 'Use the arrow keys to go through the bars.',
    },
    error: 'The data could not be loaded.',
    retry: 'Retry',
  },
} satisfies DeepStrings<typeof dashboardEs>;
