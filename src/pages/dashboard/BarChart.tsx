import { useEffect, useId, useRef, useState } from 'react';
import { Box, useTheme } from '@mui/material';

export interface BarDatum {
  key: string;
  /** The axis label under the bar (short). */
  label: string;
  value: number;
  /** What a pointer or a screen reader is told about the bar (full sentence). */
  description: string;
}

interface Props {
  /** Accessible name of the chart. */
  title: string;
  /** Accessible description: what the bars mean and their values. */
  description: string;
  data: readonly BarDatum[];
  height?: number;
  /** How axis values are written (the locale's digits). */
  formatValue: (value: number) => string;
  /** Show every n-th axis label at most (the others hide when bars are narrow). */
  labelEvery?: number;
  /** Write each bar's value above it (for a few wide bars). */
  showValues?: boolean;
}

const FALLBACK_WIDTH = 640;
const MARGIN = { top: 20, right: 8, bottom: 26, left: 44 };

/** The width of an element, following its resizes (a fixed width where nothing measures, as in tests). */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
};

/** A round axis maximum at or above `max`, and its step: 1, 2 or 5 times a power of ten. */
export const niceScale = (max: number, ticks = 4): { top: number; step: number } => {
  if (!(max > 0)) return { top: ticks, step: 1 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? 10 * power;
  const whole = Math.max(1, Math.ceil(step));
  return { top: Math.ceil(max / whole) * whole, step: whole };
};

/**
 * A small responsive SVG bar chart in the theme's colours (light and dark): a titled, described
 * image for assistive technology, with one hover title per bar.
 */
export const BarChart = ({
  title,
  description,
  data,
  height = 220,
  formatValue,
  labelEvery = 1,
  showValues = false,
}: Props) => {
  const theme = useTheme();
  const id = useId();
  const [ref, width] = useWidth();
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom);
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const { top, step } = niceScale(max);
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  const band = innerWidth / Math.max(1, data.length);
  const barWidth = Math.min(56, Math.max(2, band * 0.68));
  // Narrow bars: fewer labels, so they never overlap.
  const every = Math.max(labelEvery, Math.ceil(34 / band));
  const y = (value: number) => MARGIN.top + innerHeight - (value / top) * innerHeight;
  const text = theme.palette.text.secondary;
  const font = { fontSize: 11, fontFamily: theme.typography.fontFamily };

  return (
    <Box ref={ref} sx={{ width: '100%', '& .bar': { transition: 'opacity 120ms' }, '& .bar:hover': { opacity: 0.75 } }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fill={text} {...font}>
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const x = MARGIN.left + band * index + (band - barWidth) / 2;
          const barTop = y(datum.value);
          const barHeight = MARGIN.top + innerHeight - barTop;
          return (
            <g key={datum.key} data-testid={`bar-${datum.key}`}>
              <rect
                className="bar"
                x={x}
                y={barTop}
                width={barWidth}
                height={Math.max(0, barHeight)}
                rx={Math.min(4, barWidth / 4)}
                fill={theme.palette.primary.main}
              >
                <title>{datum.description}</title>
              </rect>
              {showValues && datum.value > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={barTop - 5}
                  textAnchor="middle"
                  fill={theme.palette.text.primary}
                  {...font}
                >
                  {formatValue(datum.value)}
                </text>
              )}
              {index % every === 0 && (
                <text
                  x={MARGIN.left + band * index + band / 2}
                  y={height - 8}
                  textAnchor="middle"
                  fill={text}
                  {...font}
                >
                  {datum.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
};
