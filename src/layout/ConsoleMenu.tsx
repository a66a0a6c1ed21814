import { Menu } from 'ra-ui-materialui';
import { MenuSectionItems } from './MenuSectionItems';
import { menuSections } from './menuSections';

/** The grouped sidebar of spec section 2, built from the registry. */
export const ConsoleMenu = () => (
  <Menu>
    {menuSections.map((section) => (
      <MenuSectionItems key={section.group} {...section} />
    ))}
  </Menu>
);
