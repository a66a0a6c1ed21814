import { useTranslate } from 'ra-core';
import { useFormats } from '../useFormats';
import { BarChart } from '../charts/BarChart';
import { DashboardCard, EmptyState } from '../DashboardStates';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import type { BoardChart, DashboardBoardName } from '../boards';

/** One chart of a board in its card: bars named by their data or by the board's texts. */
export const BoardChartCard = ({
  board,
  chart,
  format,
}: {
  board: DashboardBoardName;
  chart: BoardChart;
  format: (value: number) => string;
}) => {
  const translate = useTranslate();
  const formats = useFormats();
  const title = translate(`dashboards.${board}.charts.${chart.key}`);
  // Months come as YYYY-MM: written the language's way ('nov 2026').
  const labelOf = ({ key, label }: BoardChart['bars'][number]) =>
    label === undefined
      ? translate(`dashboards.bars.${chart.key}.${key}`)
      : /^\d{4}-\d{2}$/.test(label)
        ? `${formats.shortMonth(label)} ${label.slice(0, 4)}`
        : label;
  const data = chart.bars.map((bar) => ({
    key: bar.key,
    label: labelOf(bar),
    value: bar.value,
    description: translate('dashboards.barDescription', { label: labelOf(bar), value: format(bar.value) }),
  }));
  const empty = chart.bars.every((bar) => bar.value === 0);
  return (
    <DashboardCard title={title} subheader={translate(`dashboards.${board}.chartHints.${chart.key}`)}>
      {empty ? (
        <EmptyState icon={<InsightsOutlinedIcon />} body={translate('dashboards.emptyChart')} />
      ) : (
        <BarChart
          title={title}
          description={translate('dashboards.chartDescription', {
            values: data.map((datum) => `${datum.label}: ${format(datum.value)}`).join(', '),
          })}
          data={data}
          height={240}
          labelEvery={data.length > 14 ? 2 : 1}
          formatValue={format}
        />
      )}
    </DashboardCard>
  );
};
