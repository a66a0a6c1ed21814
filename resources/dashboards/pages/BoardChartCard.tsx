import { useTranslate } from 'ra-core';
import { BarChart } from '../../../src/pages/dashboard/charts/BarChart';
import { DashboardCard, EmptyState } from '../../../src/pages/dashboard/DashboardStates';
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
  const title = translate(`dashboards.${board}.charts.${chart.key}`);
  const labelOf = (bar: BoardChart['bars'][number]) =>
    bar.label ?? translate(`dashboards.bars.${chart.key}.${bar.key}`);
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
          showValues={data.length <= 8}
        />
      )}
    </DashboardCard>
  );
};
