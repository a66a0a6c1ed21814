import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { ScreenTitle } from '../../../views/reactAdminParts/ScreenTitle';

interface Props {
  /** Already translated: the app bar title and the page's heading. */
  title: string;
  children: ReactNode;
}

/** The frame of an operations page: its title in the app bar and as the page's one heading. */
export const OperationCard = ({ title, children }: Props) => (
  <Card sx={{ mt: 2 }}>
    <ScreenTitle title={title} />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
