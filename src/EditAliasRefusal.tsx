import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'ra-core';
import { ScreenTitle } from '../resources/views/reactAdminParts/ScreenTitle';
import { Link } from 'react-router-dom';

/**
 * A route the spec opens to every user, whose form the user may not use: the page says so and
 * leads to the records where the user may read them.
 */
export const EditAliasRefusal = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const { canAccess: mayRead } = useCanAccess({ resource, action: 'list' });
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  const title = translate('shell.editAlias.title', { name });
  return (
    <Card sx={{ mt: 2 }}>
      <ScreenTitle title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Alert
          severity="info"
          action={
            mayRead ? (
              <Button component={Link} to={`/${resource}`}>
                {translate('shell.editAlias.toList')}
              </Button>
            ) : undefined
          }
        >
          {translate('shell.editAlias.notAllowed', { name })}
        </Alert>
      </CardContent>
    </Card>
  );
};
