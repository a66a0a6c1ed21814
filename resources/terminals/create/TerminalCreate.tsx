import SchemaCreate from '../../views/SchemaCreate';
import { terminals } from '../schema';

/** Work in progress: the schema-driven view until this folder supplies the terminal's own. */
const TerminalCreate = () => <SchemaCreate schema={terminals} />;

export default TerminalCreate;
