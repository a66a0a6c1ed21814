import { SidebarLink, type SidebarLinkProps } from '../../resources/views/reactAdminParts/SidebarLink';
import { smoothScrollState } from './useSmoothScrollToTop';

/** A sidebar link of the console: the screen it opens scrolls smoothly to its top (useSmoothScrollToTop). */
export const ShellMenuLink = (props: Omit<SidebarLinkProps, 'state'>) => (
  <SidebarLink {...props} state={smoothScrollState} />
);
