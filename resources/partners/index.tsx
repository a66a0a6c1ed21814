import HandshakeIcon from '@mui/icons-material/Handshake';
import { editAlias, resourceDefinition } from '../resourceDefinition';
import { partnerPages } from './pages/partnerPages';
import { partners } from './schema';

export default resourceDefinition(partners, {
  icon: HandshakeIcon,
  aliases: [editAlias(partners.resource)],
  pages: partnerPages,
});
