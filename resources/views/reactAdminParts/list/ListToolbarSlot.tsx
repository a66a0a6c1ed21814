import type { ReactElement } from 'react';
import { useAfterFirstPaint } from '../firstPaint/useAfterFirstPaint';
import { ListToolbarPlaceholder } from './ListToolbarPlaceholder';

/**
 * The list's toolbar (a listChrome element), rendered, and so fetched, once the first screen has
 * painted; its placeholder keeps its place until then and while its chunk loads.
 */
export const ListToolbarSlot = ({ toolbar }: { toolbar: ReactElement }) =>
  useAfterFirstPaint() ? toolbar : <ListToolbarPlaceholder />;
