import StyleIcon from '@mui/icons-material/Style';
import { resourceDefinition } from '../resourceDefinition';
import { cardTypes } from './schema';

export default resourceDefinition(cardTypes, {
  icon: StyleIcon,
});
