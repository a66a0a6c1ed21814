import { Admin, ListGuesser, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';

/** A minimal react-admin app: two resources, react-admin's own login page, layout and English texts. */
export const App = () => (
  <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
    <Resource name="posts" list={ListGuesser} />
    <Resource name="comments" list={ListGuesser} />
  </Admin>
);
