import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import type { DomainPage } from '../resourceDefinition';
import { lazyPage } from '../views/lazyView';
import { prefetchFirstClusters } from './pages/terminalCoordinatesQuery';

/** /maps (spec section 2, no route permission): every located terminal of the entity on one map. */
export const mapPages: readonly DomainPage[] = [
  {
    path: 'maps',
    Page: lazyPage(() => import('./pages/MapsPage'), 'MapsPage'),
    menu: { label: 'maps.menu', icon: MapOutlinedIcon },
    prefetch: prefetchFirstClusters,
  },
];
