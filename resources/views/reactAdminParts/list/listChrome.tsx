import type { ComponentType } from 'react';
import { firstScreenView } from '../../lazyView';
import { ListToolbarPlaceholder } from './ListToolbarPlaceholder';

/**
 * A list's toolbar in a chunk of its own, for ConsoleList's `toolbar`: a module whose default
 * export renders ListChromeToolbar with the list's filters and actions. Declared once per module.
 * It does not wait for the other screens' texts: the terminal list's are among the first screens'
 * (firstScreenTexts.test.tsx), and any other list's view has waited for them already.
 */
export const listChrome = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  firstScreenView(load, () => <ListToolbarPlaceholder />);
