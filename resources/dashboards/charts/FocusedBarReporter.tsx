import { useEffect } from 'react';
import { useFocusedItem } from '@mui/x-charts/hooks';

/** Tells the chart's owner which bar has the keyboard focus (rendered inside the chart, draws nothing). */
export const FocusedBarReporter = ({ onChange }: { onChange: (index: number | null) => void }) => {
  const item = useFocusedItem();
  const index = item && 'dataIndex' in item && typeof item.dataIndex === 'number' ? item.dataIndex : null;
  useEffect(() => onChange(index), [index, onChange]);
  return null;
};
