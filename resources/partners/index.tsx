import HandshakeIcon from '@mui/icons-material/Handshake';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { partners } from './schema';

export default resourceDefinition(partners, {
  icon: HandshakeIcon,
  aliases: [editAlias(partners.resource)],
});
