import { EditOrShow } from '../../views/EditOrShow';
import { multimedia } from '../schema';
import { MultimediaForm } from './MultimediaForm';

/** A multimedia item's edit page; a reader sees it read-only. */
const MultimediaEdit = () => (
  <EditOrShow schema={multimedia}>
    <MultimediaForm mode="update" />
  </EditOrShow>
);

export default MultimediaEdit;
