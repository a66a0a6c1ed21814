import { useToolbarRoom } from './useToolbarRoom';

/**
 * The toolbar's place until it comes in (after the first paint), so the table does not move when
 * it arrives.
 */
export const ListToolbarPlaceholder = () => <div aria-hidden style={{ minHeight: useToolbarRoom(), flexShrink: 0 }} />;
