import { useState, type KeyboardEvent } from 'react';
import { Box, Paper, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'ra-core';
import { axisLabelLayout, yAxisWidth } from './axisLabelLayout';
import type { BarChartProps } from './barChartProps';
import { ChartAxes, type PlotArea } from './ChartAxes';
import { useContainerWidth } from './useContainerWidth';
import { valueTicks } from './valueTicks';

const GAP_RATIO = 0.3;
const RADIUS = 4;

/** A bar with its top corners rounded, standing on the axis. */
const barPath = (x: number, width: number, top: number, bottom: number) => {
  const r = Math.min(RADIUS, width / 2, bottom - top);
  return `M${x},${bottom}V${top + r}Q${x},${top} ${x + r},${top}H${x + width - r}Q${x + width},${top} ${x + width},${top + r}V${bottom}Z`;
};

/** The bar the arrow keys move to from `current` (none yet: the first). */
const nextBar = (key: string, current: number | null, count: number) => {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (current === null) return 0;
  return key === 'ArrowRight' ? Math.min(count - 1, current + 1) : Math.max(0, current - 1);
};
const NAVIGATION_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/**
 * A responsive bar chart in the theme's colours, drawn as one SVG: a titled, described image that
 * takes the keyboard focus; the arrow keys move through the bars, each shown in a tooltip (as on
 * hovering it) and read out by screen readers.
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
  const { palette } = useTheme();
  const translate = useTranslate();
  const [focused, setFocused] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [ref, width] = useContainerWidth();
  const values = data.map((datum) => datum.value);
  const yAxis = yAxisWidth(values, formatValue);
  const axis = axisLabelLayout(
    data.map((datum) => datum.label),
    width,
    labelEvery,
    yAxis,
  );
  const ticks = valueTicks(Math.max(0, ...values));
  const top = showValues ? 24 : 12;
  const bottom = height - 4 - axis.height;
  const left = 4 + yAxis;
  const right = Math.max(left, width - 8);
  const largest = ticks[ticks.length - 1];
  const plot: PlotArea = {
    left,
    right,
    top,
    bottom,
    band: (right - left) / Math.max(1, data.length),
    y: (value) => bottom - ((bottom - top) * value) / largest,
  };
  const barWidth = plot.band * (1 - GAP_RATIO);
  const shown = focused ?? hovered;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!NAVIGATION_KEYS.includes(event.key) || data.length === 0) return;
    event.preventDefault();
    setFocused(nextBar(event.key, focused, data.length));
  };
  return (
    <Box ref={ref} sx={{ width: '100%', position: 'relative' }}>
      <Box
        component="svg"
        role="img"
        tabIndex={0}
        width={width}
        height={height}
        onKeyDown={onKeyDown}
        onBlur={() => setFocused(null)}
        sx={{ display: 'block', '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 } }}
      >
        <title>{title}</title>
        <desc>{`${description} ${translate('dashboard.chart.keyboardHint')}`}</desc>
        <ChartAxes plot={plot} ticks={ticks} axis={axis} labelEvery={labelEvery} formatValue={formatValue} />
        {data.map((datum, index) => {
          const x = left + plot.band * index + (plot.band - barWidth) / 2;
          const barTop = plot.y(datum.value);
          return (
            <g key={datum.key} onMouseEnter={() => setHovered(index)} onMouseLeave={() => setHovered(null)}>
              <path
                className="bar-chart-bar"
                d={barPath(x, barWidth, barTop, bottom)}
                fill={index === shown ? palette.primary.dark : palette.primary.main}
              />
              {showValues && datum.value > 0 && (
                <text
                  className="bar-chart-value"
                  x={x + barWidth / 2}
                  y={barTop - 6}
                  textAnchor="middle"
                  fontSize={12}
                  fill={palette.text.primary}
                >
                  {formatValue(datum.value)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      {shown !== null && data[shown] && (
        <Paper
          role="tooltip"
          elevation={4}
          sx={{
            position: 'absolute',
            left: left + plot.band * (shown + 0.5),
            top: plot.y(data[shown].value) - 8,
            transform: 'translate(-50%, -100%)',
            px: 1.5,
            py: 1,
            maxWidth: 280,
            pointerEvents: 'none',
            typography: 'body2',
          }}
        >
          {data[shown].description}
        </Paper>
      )}
      <Box role="status" sx={visuallyHidden}>
        {focused !== null ? (data[focused]?.description ?? '') : ''}
      </Box>
    </Box>
  );
};

export default AccessibleBarChart;
