import { useState } from 'react';
import { Box, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { axisLabelLayout, yAxisWidth } from './axisLabelLayout';
import type { BarChartProps } from './barChartProps';
import { FocusedBarReporter } from './FocusedBarReporter';
import { useContainerWidth } from './useContainerWidth';

/**
 * A responsive bar chart (MUI X Charts) in the theme's colours: a titled, described image that
 * takes the keyboard focus; the arrow keys move through the bars, each shown in a tooltip and
 * read out by screen readers.
 */
const AccessibleBarChart = ({
  title,
  description,
  data,
  height,
  formatValue,
  labelEvery = 1,
  showValues,
}: BarChartProps) => {
  const theme = useTheme();
  const translate = useTranslate();
  const [focused, setFocused] = useState<number | null>(null);
  const [ref, width] = useContainerWidth();
  const yAxis = yAxisWidth(
    data.map((datum) => datum.value),
    formatValue,
  );
  const axis = axisLabelLayout(
    data.map((datum) => datum.label),
    width,
    labelEvery,
    yAxis,
  );
  return (
    <Box
      ref={ref}
      sx={{
        width: '100%',
        '& svg:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <BarChart
        role="img"
        title={title}
        desc={`${description} ${translate('dashboard.chart.keyboardHint')}`}
        width={width}
        height={height}
        enableKeyboardNavigation
        hideLegend
        borderRadius={4}
        grid={{ horizontal: true }}
        margin={{ top: showValues ? 24 : 12, right: 8, bottom: 4, left: 4 }}
        colors={[theme.palette.primary.main]}
        xAxis={[
          {
            scaleType: 'band',
            data: axis.labels,
            tickLabelInterval: (_, index) => index % labelEvery === 0,
            // Labels too wide for their bars are turned and cut; the tooltip says them whole.
            tickLabelStyle: axis.angle ? { angle: axis.angle, textAnchor: 'end', fontSize: 12 } : undefined,
            height: axis.height,
            categoryGapRatio: 0.3,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatValue(value), tickNumber: 4, tickMinStep: 1, width: yAxis }]}
        series={[
          {
            data: data.map((datum) => datum.value),
            valueFormatter: (_, { dataIndex }) => data[dataIndex]?.description ?? '',
          },
        ]}
        barLabel={showValues ? (item) => (item.value ? formatValue(item.value) : null) : undefined}
        slotProps={{ tooltip: { trigger: 'item' }, barLabel: { placement: 'outside' } }}
      >
        <FocusedBarReporter onChange={setFocused} />
      </BarChart>
      <Box role="status" sx={visuallyHidden}>
        {focused !== null ? (data[focused]?.description ?? '') : ''}
      </Box>
    </Box>
  );
};

export default AccessibleBarChart;
