import SchemaShow from '../../views/SchemaShow';
import { bundles } from '../schema';
import { BundleDownloadButton } from './BundleDownloadButton';
import { BundleInstallButton } from './BundleInstallButton';

/** A bundle read-only, with the download of what it installs and its install on terminals. */
const BundleShow = () => (
  <SchemaShow
    schema={bundles}
    extraActions={
      <>
        <BundleDownloadButton />
        <BundleInstallButton />
      </>
    }
  />
);

export default BundleShow;
