import SavingsIcon from '@mui/icons-material/Savings';
import { resourceDefinition } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { schemaListQuery } from '../views/schemaListQuery';
import { subsidies } from './schema';

const SubsidyList = lazyView(() => import('./SubsidyList'));

export default resourceDefinition(subsidies, {
  icon: SavingsIcon,
  list: <SubsidyList />,
  listQuery: schemaListQuery(subsidies),
});
