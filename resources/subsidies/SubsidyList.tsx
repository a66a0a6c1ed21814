import SchemaList from '../views/SchemaList';
import { subsidies } from './schema';
import { SubsidyExportButton } from './SubsidyExportButton';
import { SubsidyImportButton } from './import/SubsidyImportButton';

/** The subsidies list with the JSON import (writers) and export beside its own buttons. */
const SubsidyList = () => (
  <SchemaList
    schema={subsidies}
    extraActions={
      <>
        <SubsidyImportButton />
        <SubsidyExportButton />
      </>
    }
  />
);

export default SubsidyList;
