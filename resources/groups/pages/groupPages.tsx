import MergeTypeIcon from '@mui/icons-material/MergeType';
import type { DomainPage } from '../../resourceDefinition';
import { lazyPage } from '../../views/lazyView';

/** The group domain's own page: merging several groups' parameters into one. */
export const groupPages: readonly DomainPage[] = [
  {
    path: 'group/merge-parameters',
    Page: lazyPage(() => import('./merge/MergeParametersPage'), 'MergeParametersPage'),
    menu: { label: 'groupPages.menu.merge', icon: MergeTypeIcon },
  },
];
