import {
  DataTable,
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
import { activityRegister } from './schema';
import { useRegisterChoices } from './useRegisterChoices';
import { useRegisterExporter } from './useRegisterExporter';

const resource = activityRegister.resource;
const label = (field: string) => fieldLabel(resource, field);
/** Enough for a month of a busy entity; the export says how many rows it holds. */
const EXPORT_LIMIT = 10_000;

/**
 * /ActivityRegister: who did what, when. Object types and actions come from the service; the
 * Excel export is tamper-evident (hash-chained rows and a final digest).
 */
const ActivityRegisterList = () => {
  const translate = useTranslate();
  const { objectTypes, actions } = useRegisterChoices();
  const exporter = useRegisterExporter();
  const filters = [
    <SelectInput
      key="objectType"
      source="objectType"
      label={label('objectType')}
      choices={objectTypes.map((type) => ({ id: type, name: type }))}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label={label('action')}
      choices={enumChoices(resource, 'action', actions)}
      alwaysOn
    />,
    <TextInput key="userName" source="userName_q" label={label('userName')} />,
    <DateInput key="from" source="date_gte" label={<RangeLabel label={label('date')} bound="from" />} />,
    <DateInput key="to" source="date_lte" label={<RangeLabel label={label('date')} bound="to" />} />,
    <TextInput key="q" source="q" label="ra.action.search" />,
  ];
  return (
    <List
      filters={filters}
      sort={activityRegister.defaultSort}
      perPage={25}
      exporter={exporter}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton label={translate('activityRegisterExport.button')} maxResults={EXPORT_LIMIT} />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="date" label={label('date')}>
          <DateField source="date" showTime />
        </DataTable.Col>
        <DataTable.Col source="userName" label={label('userName')} />
        <DataTable.Col
          source="action"
          label={label('action')}
          render={(record) => translate(`resources.${resource}.choices.action.${String(record.action)}`)}
        />
        <DataTable.Col source="objectType" label={label('objectType')} />
        <DataTable.Col source="objectId" label={label('objectId')} disableSort />
        <DataTable.Col source="detail" label={label('detail')} disableSort />
      </DataTable>
    </List>
  );
};

export default ActivityRegisterList;
