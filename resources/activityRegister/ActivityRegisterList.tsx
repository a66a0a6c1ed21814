import {
  DateField,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'ra-ui-materialui';
import { useTranslate } from 'ra-core';
import { enumChoices, fieldLabel } from '../views/labels';
import { RangeLabel } from '../views/RangeLabel';
import { activityRegister, registryOutcomes } from './schema';
import { useRegisterChoices } from './useRegisterChoices';
import { useObjectTypeLabel } from './useObjectTypeLabel';
import { useRegisterExporter } from './useRegisterExporter';
import { schemaListQuery } from '../views/schemaListQuery';
import { ConsoleDataTable } from '../views/reactAdminParts/dataTable/ConsoleDataTable';

const resource = activityRegister.resource;
const label = (field: string) => fieldLabel(resource, field);
/** Enough for a month of a busy entity; the export says how many rows it holds. */
const EXPORT_LIMIT = 10_000;

/**
 * /ActivityRegister: who did what, when, with which outcome, as the services registered it.
 * Object types and actions come from the service; the Excel export is the entity's whole chain
 * with the head the service reports, so it can be checked for edits and completeness.
 */
const ActivityRegisterList = () => {
  const translate = useTranslate();
  const { objectTypes, actions } = useRegisterChoices();
  const exporter = useRegisterExporter();
  const objectTypeLabel = useObjectTypeLabel();
  const filters = [
    <SelectInput
      key="objectType"
      source="objectType"
      label={label('objectType')}
      choices={objectTypes.map((type) => ({ id: type, name: objectTypeLabel(type) }))}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label={label('action')}
      choices={enumChoices(resource, 'action', actions)}
      alwaysOn
    />,
    <SelectInput
      key="outcome"
      source="outcome"
      label={label('outcome')}
      choices={enumChoices(resource, 'outcome', registryOutcomes)}
    />,
    <TextInput key="userName" source="userName_q" label={label('userName')} />,
    <DateInput key="from" source="date_gte" label={<RangeLabel label={label('date')} bound="from" />} />,
    <DateInput key="to" source="date_lte" label={<RangeLabel label={label('date')} bound="to" />} />,
    <TextInput key="q" source="q" label="ra.action.search" />,
  ];
  return (
    <List
      filters={filters}
      {...schemaListQuery(activityRegister)}
      exporter={exporter}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton label={translate('activityRegisterExport.button')} maxResults={EXPORT_LIMIT} />
        </TopToolbar>
      }
    >
      <ConsoleDataTable bulkActionButtons={false} rowClick={false}>
        <ConsoleDataTable.Col source="date" label={label('date')}>
          <DateField source="date" showTime />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="userName" label={label('userName')} />
        <ConsoleDataTable.Col
          source="action"
          label={label('action')}
          render={(record) => translate(`resources.${resource}.choices.action.${String(record.action)}`)}
        />
        <ConsoleDataTable.Col
          source="objectType"
          label={label('objectType')}
          render={(record) => objectTypeLabel(String(record.objectType))}
        />
        <ConsoleDataTable.Col source="objectId" label={label('objectId')} disableSort />
        <ConsoleDataTable.Col
          source="outcome"
          label={label('outcome')}
          disableSort
          render={(record) =>
            record.outcome ? translate(`resources.${resource}.choices.outcome.${String(record.outcome)}`) : ''
          }
        />
        <ConsoleDataTable.Col source="detail" label={label('detail')} disableSort />
      </ConsoleDataTable>
    </List>
  );
};

export default ActivityRegisterList;
