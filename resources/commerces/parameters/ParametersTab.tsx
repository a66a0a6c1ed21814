import { CreateBase, EditBase, useGetList, useNotify, useRecordContext } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { commerceParameters, type CommerceParameters } from '../../commerceParameters/schema';
import type { Commerce } from '../schema';
import { ParametersForm } from './ParametersForm';

const defaults = {
  inheritFromGroup: false,
  tipsEnabled: false,
  taxType: 'NONE',
  signatureRequired: false,
  fallbackEnabled: true,
};

/** The commerce's parameters tab: its collection edited, or created on first save. */
const ParametersTab = () => {
  const record = useRecordContext<Commerce>();
  const notify = useNotify();
  const { data, isPending, refetch } = useGetList<CommerceParameters>(
    commerceParameters.resource,
    {
      filter: { commerceId: record?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: record != null },
  );
  if (!record || isPending) return <Loading />;
  const saved = () => notify('commerceParams.saved', { type: 'info' });
  const collection = data?.[0];
  if (collection) {
    return (
      <EditBase
        resource={commerceParameters.resource}
        id={collection.id}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess: saved }}
      >
        <ParametersForm mode="update" commerceId={Number(record.id)} />
      </EditBase>
    );
  }
  return (
    <CreateBase
      resource={commerceParameters.resource}
      record={{ ...defaults, commerceId: record.id }}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          saved();
          void refetch();
        },
      }}
    >
      <ParametersForm mode="create" commerceId={Number(record.id)} />
    </CreateBase>
  );
};

export default ParametersTab;
