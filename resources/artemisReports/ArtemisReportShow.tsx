import SchemaShow from '../views/SchemaShow';
import { DownloadReportButton } from './DownloadReportButton';
import { artemisReports } from './schema';

/** An Artemis report's page: its fields and its file's download. */
const ArtemisReportShow = () => <SchemaShow schema={artemisReports} actions={<DownloadReportButton />} />;

export default ArtemisReportShow;
