import SchemaShow from '../../views/SchemaShow';
import { terminals } from '../schema';

/** Work in progress: the schema-driven view until this folder supplies the terminal's own. */
const TerminalShow = () => <SchemaShow schema={terminals} />;

export default TerminalShow;
