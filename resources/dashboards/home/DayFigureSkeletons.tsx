import { Box, Card, CardContent, Grid, Skeleton } from '@mui/material';
import { dayFigures } from './DayFigureCard';

/** The shape of the four figures while they load. */
export const DayFigureSkeletons = () => (
  <Grid container spacing={2} data-testid="day-loading">
    {dayFigures.map((spec) => (
      <Grid key={spec.key} size={{ xs: 12, sm: 6, lg: 3 }}>
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="circular" width={44} height={44} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="50%" />
              <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} width="80%" />
              <Skeleton width="40%" />
            </Box>
          </CardContent>
        </Card>
      </Grid>
    ))}
  </Grid>
);
