import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BoardFigure, DashboardBoardName } from '../boards';

/** One headline figure of a board: its label, its value, and a line on what it counts. */
export const BoardFigureCard = ({
  board,
  figure,
  text,
}: {
  board: DashboardBoardName;
  figure: BoardFigure;
  text: string;
}) => {
  const translate = useTranslate();
  const label = translate(`dashboards.${board}.figures.${figure.key}`);
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid={`board-figure-${figure.key}`}
          sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}
        >
          {text}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`dashboards.${board}.hints.${figure.key}`)}
        </Typography>
      </CardContent>
    </Card>
  );
};
