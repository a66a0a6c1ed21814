import type { ComponentType } from 'react';
import { firstScreenView } from '../../lazyView';
import { useAfterFirstPaint } from '../firstPaint/useAfterFirstPaint';
import { ListToolbarPlaceholder } from './ListToolbarPlaceholder';
import { toolbarHeights, type ToolbarHeights } from './toolbarHeight';

/**
 * A list's toolbar in a chunk of its own, for ConsoleList's `toolbar`: a module whose default
 * export renders ListChromeToolbar with the list's filters and actions. Declared once per module,
 * with the heights such a toolbar has (its place is kept until it comes). It renders, and so is
 * fetched, once the first screen has painted.
 * It does not wait for the other screens' texts: the terminal list's are among the first screens'
 * (firstScreenTexts.test.tsx), and any other list's view has waited for them already.
 */
export const listChrome = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  heights: ToolbarHeights = toolbarHeights.search,
) => {
  const placeholder = <ListToolbarPlaceholder heights={heights} />;
  const Chrome = firstScreenView(load, () => placeholder);
  return (props: P) => (useAfterFirstPaint() ? <Chrome {...props} /> : placeholder);
};
