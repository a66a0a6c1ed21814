import { useCallback, useRef } from 'react';
import { useGetList } from 'ra-core';
import type { FormCheck } from '../views/schemaResolver';
import { rangesTakenByOtherBins, type BinRangesRecord } from './binRanges';
import { bins } from './schema';

/** An entity's BINs are a short catalogue (tens); one page holds them all. */
const OTHERS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const } };

/**
 * The form's side of the rule the sandbox applies on save: a range of this BIN must not overlap
 * a range of another BIN of the entity (same function, same message). The sandbox still decides.
 */
export const useBinRangeCheck = (): FormCheck => {
  const { data } = useGetList<BinRangesRecord & { id: number }>(bins.resource, OTHERS);
  const others = useRef<readonly BinRangesRecord[]>([]);
  others.current = data ?? [];
  return useCallback((values) => rangesTakenByOtherBins({ id: values.id, ranges: values.ranges }, others.current), []);
};
