import { useResourceContext, useStoreContext } from 'ra-core';
import { filterFormHeightKey } from './filterFormHeight';

/** react-admin's filter form is at least this tall (beside the list's buttons, from small screens up). */
const FILTER_FORM_MIN_HEIGHT_PX = 64;

/**
 * The filter form's place until it mounts (after the first paint, see useAfterFirstPaint): as tall
 * as the form was last time, so the table does not move when the form comes in.
 */
export const FilterFormPlaceholder = () => {
  const resource = useResourceContext() ?? '';
  const { getItem } = useStoreContext();
  const height = getItem<number>(filterFormHeightKey(resource), FILTER_FORM_MIN_HEIGHT_PX);
  return <div aria-hidden style={{ flex: '0 1 100%', minHeight: height }} />;
};
