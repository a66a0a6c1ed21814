import { useTranslate } from 'ra-core';

/** 'Battery level (from)' / 'Battery level (to)' for the two inputs of a range filter. */
export const RangeLabel = ({ label, bound }: { label: string; bound: 'from' | 'to' }) => {
  const translate = useTranslate();
  return <>{translate(`filter.${bound}`, { field: translate(label) })}</>;
};
