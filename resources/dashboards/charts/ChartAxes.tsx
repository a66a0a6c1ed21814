import { useTheme } from '@mui/material';
import type { AxisLabelLayout } from './axisLabelLayout';

/** Where the bars are drawn inside the chart's SVG, and how values map to heights. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Width of one category's band. */
  band: number;
  /** The vertical position of a value. */
  y: (value: number) => number;
}

interface ChartAxesProps {
  plot: PlotArea;
  ticks: readonly number[];
  axis: AxisLabelLayout;
  labelEvery: number;
  formatValue: (value: number) => string;
}

const FONT_SIZE = 12;

/** The value axis (its grid lines and labels) and the category labels under the bands. */
export const ChartAxes = ({ plot, ticks, axis, labelEvery, formatValue }: ChartAxesProps) => {
  const { palette } = useTheme();
  return (
    <g aria-hidden fontSize={FONT_SIZE} fill={palette.text.secondary}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={plot.y(tick)} y2={plot.y(tick)} stroke={palette.divider} />
          <text x={plot.left - 6} y={plot.y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatValue(tick)}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={palette.text.secondary} />
      {axis.labels.map((label, index) => {
        if (index % labelEvery !== 0) return null;
        const x = plot.left + plot.band * (index + 0.5);
        const y = plot.bottom + (axis.angle ? 8 : 16);
        return (
          <text
            key={index}
            x={x}
            y={y}
            textAnchor={axis.angle ? 'end' : 'middle'}
            transform={axis.angle ? `rotate(${axis.angle} ${x} ${y})` : undefined}
          >
            {label}
          </text>
        );
      })}
    </g>
  );
};
