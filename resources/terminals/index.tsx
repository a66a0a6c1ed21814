import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { resourceDefinition } from '../resourceDefinition';
import { terminals } from './schema';

export default resourceDefinition(terminals, {
  icon: PointOfSaleIcon,
  aliases: [{ path: 'TerminalDetails/:id', to: ({ id }) => `/${terminals.resource}/${id}/show` }],
});
