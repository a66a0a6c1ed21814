import type { ReactElement, ReactNode } from 'react';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import clsx from 'clsx';
import { useListContext, useTranslate } from 'ra-core';
import { Offline } from 'ra-ui-materialui';
import { ScreenTitle } from '../ScreenTitle';
import { listClasses } from './listClasses';
import { DeferredRows } from './DeferredRows';
import { ListEmpty } from './ListEmpty';
import { ListPaginationSlot } from './ListPaginationSlot';
import { ListRoot } from './ListRoot';
import { hasNoRecordAtAll } from './hasNoRecordAtAll';

export interface ConsoleListViewProps {
  /** The filter form and the actions, from a chunk of their own after the first paint (see listChrome). */
  toolbar: ReactElement;
  children: ReactNode;
  aside?: ReactNode;
  className?: string;
  sx?: SxProps<Theme>;
  /** The page title (a message key or a text), else the resource's name. */
  title?: string | false;
  /** No pagination (a list of every record on one page). */
  pagination?: false;
}

// With the list, not on demand: a browser offline could not fetch it.
const offline = <Offline />;

/**
 * react-admin's ListView (same classes, title, empty page, offline notice and aside), whose toolbar
 * and pagination are slots filled after the first paint, each holding its place until then.
 */
export const ConsoleListView = ({
  toolbar,
  children,
  aside,
  className,
  sx,
  title,
  pagination,
}: ConsoleListViewProps) => {
  const list = useListContext();
  const translate = useTranslate();
  const showOffline = list.isPaused && (list.isPending || list.isPlaceholderData);
  const showEmpty = hasNoRecordAtAll(list);
  return (
    <ListRoot className={clsx('list-page', className)} sx={sx}>
      {title !== false && <ScreenTitle title={title ? translate(title, { _: title }) : (list.defaultTitle ?? '')} />}
      {showEmpty ? (
        <div className={listClasses.noResults}>
          <ListEmpty />
        </div>
      ) : (
        <div className={clsx(listClasses.main, { [listClasses.noActions]: showOffline })}>
          {toolbar}
          <DeferredRows>
            <Card className={listClasses.content}>{showOffline ? offline : children}</Card>
            {pagination !== false && <ListPaginationSlot />}
          </DeferredRows>
        </div>
      )}
      {aside}
    </ListRoot>
  );
};
