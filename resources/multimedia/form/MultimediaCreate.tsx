import { Create } from 'ra-ui-materialui';
import { MultimediaForm } from './MultimediaForm';

const MultimediaCreate = () => (
  <Create mutationMode="pessimistic" redirect="list">
    <MultimediaForm mode="create" />
  </Create>
);

export default MultimediaCreate;
