/** Roughly how wide a character of the 12 px axis font is. */
const CHAR_PX = 7;
/** The chart's left and right margins beside the y axis. */
const MARGINS_PX = 12;
/** The narrowest y axis, and the room its tick marks and their gap take beside the labels. */
export const MIN_Y_AXIS_PX = 44;
const TICK_PX = 10;
/** The longest label shown whole when the labels are turned; longer ones end in '…'. */
export const MAX_LABEL_CHARS = 14;

export interface AxisLabelLayout {
  /** The labels as drawn (the tooltip and screen readers keep the full ones). */
  labels: string[];
  /** Degrees the labels are turned by: 0 when they fit side by side. */
  angle: number;
  /** Height of the x axis. */
  height: number;
}

const shorten = (label: string) =>
  label.length > MAX_LABEL_CHARS ? `${label.slice(0, MAX_LABEL_CHARS - 1).trimEnd()}…` : label;

/**
 * How a bar chart's category labels fit under their bars: side by side when the widest fits its
 * band (with a small gap), else turned 40° and cut to a few characters, on a taller axis.
 */
export const axisLabelLayout = (
  labels: readonly string[],
  width: number,
  labelEvery = 1,
  yAxis = MIN_Y_AXIS_PX,
): AxisLabelLayout => {
  const shown = labels.filter((_, index) => index % labelEvery === 0);
  const band = (Math.max(0, width - yAxis - MARGINS_PX) / Math.max(1, labels.length)) * labelEvery;
  const widest = Math.max(0, ...shown.map((label) => label.length * CHAR_PX));
  if (width === 0 || widest + 8 <= band) return { labels: [...labels], angle: 0, height: 30 };
  const cut = labels.map(shorten);
  const longest = Math.max(...cut.map((label) => label.length));
  return { labels: cut, angle: -40, height: Math.min(90, 20 + Math.ceil(longest * CHAR_PX * 0.65)) };
};

/**
 * How wide the y axis must be for its tick labels to show whole: the axis rounds the largest value
 * up to a round figure, at most the next power of ten (120.491 -> 150.000, 9500 -> 10.000,
 * 950.000 -> 1.000.000), whose label is the longest a tick can have.
 */
export const yAxisWidth = (values: readonly number[], format: (value: number) => string) => {
  const largest = Math.max(0, ...values);
  const roundedUp = largest > 0 ? 10 ** Math.ceil(Math.log10(largest)) : 0;
  const longest = Math.max(format(largest).length, format(roundedUp).length);
  return Math.max(MIN_Y_AXIS_PX, longest * CHAR_PX + TICK_PX);
};
