import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { resourceDefinition } from '../resourceDefinition';
import { firstScreenView, lazyView } from '../views/lazyView';
import { terminalListQuery } from './list/terminalListQuery';
import { terminalPages } from './pages/terminalPages';
import { terminals } from './schema';

const TerminalList = firstScreenView(() => import('./list/TerminalList'));
const TerminalCreate = lazyView(() => import('./create/TerminalCreate'));
const TerminalShow = lazyView(() => import('./detail/TerminalShow'));

export default resourceDefinition(terminals, {
  icon: PointOfSaleIcon,
  list: <TerminalList />,
  create: <TerminalCreate />,
  show: <TerminalShow />,
  pages: terminalPages,
  listQuery: terminalListQuery,
  aliases: [{ path: 'TerminalDetails/:id', to: ({ id }) => `/${terminals.resource}/${id}/show` }],
});
