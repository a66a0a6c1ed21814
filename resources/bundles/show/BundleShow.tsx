import SchemaShow from '../../views/SchemaShow';
import { bundles } from '../schema';
import { BundleDownloadButton } from './BundleDownloadButton';

/** A bundle read-only, with the download of what it installs. */
const BundleShow = () => <SchemaShow schema={bundles} extraActions={<BundleDownloadButton />} />;

export default BundleShow;
