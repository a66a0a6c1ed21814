import type { RecordRule } from '../core/resourceSchema';

export const INSTALL_ORDER_SHARED = 'market.bundles.installOrderShared';

/**
 * Each app of a bundle has its own place in the install order: two apps sharing one would
 * install in no defined order (PM-0006 on the second one's order).
 */
export const installOrderOnce: RecordRule = (values) => {
  const items = Array.isArray(values.apps) ? (values.apps as Record<string, unknown>[]) : [];
  const seen = new Set<number>();
  return items.flatMap((item, index) => {
    const order = Number(item.installOrder);
    if (!Number.isInteger(order)) return [];
    if (!seen.has(order)) {
      seen.add(order);
      return [];
    }
    return [{ path: `apps.${index}.installOrder`, message: INSTALL_ORDER_SHARED, refusalCode: 'PM-0006' }];
  });
};
