import type { ReactNode } from 'react';
import { useCanAccess } from 'ra-core';
import { Edit, ListButton, Loading, ShowButton, TopToolbar, type EditProps } from 'ra-ui-materialui';
import type { ResourceSchema } from '../core/resourceSchema';
import SchemaShow from './SchemaShow';

interface Props {
  schema: ResourceSchema;
  /** The form. */
  children: ReactNode;
  /** A button to the record's show page beside the list's (resources without one leave it out). */
  showButton?: boolean;
  /** Buttons of the record's own, before the list's. */
  extraActions?: ReactNode;
  /** Where a save leads (the list by default; a tabbed record stays on its page). */
  redirect?: EditProps['redirect'];
  className?: string;
}

/**
 * A record's edit page for whoever may change it, pessimistic so that a code the server refuses
 * with reaches the form's fields. A reader who may open the edit page (its rule's
 * `editPage: 'read'`) but not change the record sees it read-only.
 */
export const EditOrShow = ({
  schema,
  children,
  showButton = true,
  extraActions,
  redirect = 'list',
  className,
}: Props) => {
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: schema.resource, action: 'edit' });
  if (isPending) return <Loading />;
  if (!canEdit) return <SchemaShow schema={schema} className={className} />;
  return (
    <Edit
      className={className}
      mutationMode="pessimistic"
      redirect={redirect}
      actions={
        <TopToolbar>
          {extraActions}
          <ListButton />
          {showButton && <ShowButton />}
        </TopToolbar>
      }
    >
      {children}
    </Edit>
  );
};
