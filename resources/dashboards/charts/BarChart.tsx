import { useEffect } from 'react';
import { Skeleton } from '@mui/material';
import { firstScreenView } from '../../views/lazyView';
import type { BarChartProps } from './barChartProps';

/**
 * The dashboards' bar chart, in a chunk of its own (only the dashboards draw it):
 * a placeholder of the chart's height while it loads, a retry if it fails.
 */
export const BarChart = firstScreenView<BarChartProps>(
  () => import('./AccessibleBarChart'),
  ({ height }) => <Skeleton variant="rounded" height={height} />,
);

/** Fetches the chart's chunk while the card's data loads, so both arrive together. */
export const usePreloadBarChart = () => useEffect(() => void BarChart.preload(), []);
