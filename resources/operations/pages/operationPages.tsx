import PaidIcon from '@mui/icons-material/Paid';
import type { DomainPage } from '../../resourceDefinition';
import { lazyPage } from '../../views/lazyView';

/**
 * The commerce group's transactions entry (COMMERCE_TRANSACTIONS_READ): the day's transactions,
 * at /dashboards/transactions, a dashboard the route table opens to every signed-in user.
 */
export const operationPages: readonly DomainPage[] = [
  {
    path: 'dashboards/transactions',
    Page: lazyPage(() => import('./TransactionsPage'), 'TransactionsPage'),
    menu: { label: 'operationPages.menu.transactions', icon: PaidIcon, rule: 'commerce/transactions' },
  },
];
