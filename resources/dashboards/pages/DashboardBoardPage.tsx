import { Box, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import { usePreloadBarChart } from '../charts/BarChart';
import { LoadError } from '../DashboardStates';
import { useFormats } from '../useFormats';
import type { DashboardBoardName } from '../boards';
import { BoardChartCard } from './BoardChartCard';
import { BoardFigureCard } from './BoardFigureCard';
import { useDashboardBoard } from './useDashboardBoard';
import { useFigureFormat } from './useFigureFormat';

const FigureSkeletons = () => (
  <Grid container spacing={2} data-testid="board-loading">
    {[0, 1, 2, 3].map((index) => (
      <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
        <Skeleton variant="rounded" height={104} />
      </Grid>
    ))}
  </Grid>
);

/** One of the seven dashboards: its headline figures, then its charts, all computed by the services. */
const DashboardBoardPage = ({ board }: { board: DashboardBoardName }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const query = useDashboardBoard(board);
  usePreloadBarChart();
  const format = useFigureFormat(query.data?.currency ?? null);
  const title = translate(`dashboards.${board}.title`);
  return (
    <Box sx={{ py: 2 }}>
      <ScreenTitle title={title} />
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`dashboards.${board}.subtitle`)}
          {query.data ? ` · ${translate('dashboards.asOf', { time: formats.dateTime(query.data.asOf) })}` : ''}
        </Typography>
      </Stack>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <FigureSkeletons />
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {query.data.figures.map((figure) => (
              <Grid key={figure.key} size={{ xs: 12, sm: 6, lg: 3 }}>
                <BoardFigureCard board={board} figure={figure} text={format(figure.value, figure.unit)} />
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            {query.data.charts.map((chart) => (
              <Grid key={chart.key} size={{ xs: 12, lg: 6 }}>
                <BoardChartCard board={board} chart={chart} format={(value) => format(value, chart.unit)} />
              </Grid>
            ))}
          </Grid>
        </Stack>
      )}
    </Box>
  );
};

export default DashboardBoardPage;
