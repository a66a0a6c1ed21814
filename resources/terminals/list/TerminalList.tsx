import SchemaList from '../../views/SchemaList';
import { terminals } from '../schema';

/** Work in progress: the schema-driven view until this folder supplies the terminal's own. */
const TerminalList = () => <SchemaList schema={terminals} />;

export default TerminalList;
