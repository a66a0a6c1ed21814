import type { ComponentType } from 'react';
import { lazyView } from '../../lazyView';
import { ListToolbarPlaceholder } from './ListToolbarPlaceholder';

/**
 * A list's toolbar in a chunk of its own, for ConsoleList's `toolbar`: a module whose default
 * export renders ListChromeToolbar with the list's filters and actions. Declared once per module.
 */
export const listChrome = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyView(load, () => <ListToolbarPlaceholder />);
