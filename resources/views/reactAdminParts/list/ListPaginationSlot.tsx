import { firstScreenView } from '../../lazyView';
import { useAfterFirstPaint } from '../firstPaint/useAfterFirstPaint';
import { PAGINATION_HEIGHT_PX } from './toolbarHeight';

const placeholder = <div aria-hidden style={{ minHeight: PAGINATION_HEIGHT_PX }} />;
// react-admin's own texts, which come with the first messages: it never waits for the other screens'.
const ListPagination = firstScreenView(
  () => import('./ListPaginationChunk'),
  () => placeholder,
);

/** react-admin's pagination, fetched once the first screen has painted; a placeholder of its height until then. */
export const ListPaginationSlot = () => (useAfterFirstPaint() ? <ListPagination /> : placeholder);
