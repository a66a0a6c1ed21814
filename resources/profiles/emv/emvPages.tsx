import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import RuleIcon from '@mui/icons-material/Rule';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { DomainPage } from '../../resourceDefinition';
import { lazyPage } from '../../views/lazyView';

/** The profiles domain's EMV pages: a profile's EMV tab, every CA key by expiry, the four-eyes queue. */
export const emvPages: readonly DomainPage[] = [
  {
    path: 'Profiles/Emv',
    Page: lazyPage(() => import('./EmvPage'), 'EmvPage'),
    menu: { label: 'profilesEmv.emv.open', icon: CreditCardIcon },
  },
  {
    path: 'Profiles/Certificates',
    Page: lazyPage(() => import('./CertificatesPage'), 'CertificatesPage'),
    menu: { label: 'profilesEmv.menu.certificates', icon: GppMaybeIcon },
  },
  {
    path: 'Profiles/Proposals',
    Page: lazyPage(() => import('../approvals/ProposalsPage'), 'ProposalsPage'),
    menu: { label: 'profilesEmv.menu.proposals', icon: RuleIcon },
  },
];
