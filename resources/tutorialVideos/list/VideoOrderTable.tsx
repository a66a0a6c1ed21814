import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { Link } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { ResourceSchema } from '../../core/resourceSchema';
import { SortableTableBody } from '../../core/sortable/SortableTableBody';
import { useListOrder } from '../../core/sortable/useListOrder';
import { tutorialVideoCategories } from '../../tutorialVideoCategories/schema';
import { fieldLabel } from '../../views/labels';
import { VideoLanguageChips } from './VideoLanguageChips';
import { VideoStatusChip } from './VideoStatusChip';

type Video = RaRecord & { id: number };

/**
 * Every video of the entity in the order terminals show them. Writers reorder by drag and drop or
 * from the keyboard; each move is saved at once with the service's update-order.
 */
export const VideoOrderTable = ({ schema, labelField }: { schema: ResourceSchema; labelField: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canAccess: canWrite = false } = useCanAccess({ resource: schema.resource, action: 'edit' });
  const { order, isPending, move, refetch } = useListOrder<Video>({
    numberField: 'orderNumber',
    save: (ids) => dataProvider.reorderVideos({ resource: schema.resource, ids }),
    onSaved: () => notify('catalog.videos.saved', { type: 'info' }),
    failedMessage: 'catalog.videos.saveFailed',
  });
  const hasCategory = 'categoryId' in schema.fields;
  const { data: categories = [] } = useGetList(
    tutorialVideoCategories.resource,
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'orderNumber', order: 'ASC' } },
    { enabled: hasCategory },
  );
  const now = Date.now();

  if (isPending) return <Loading />;
  if (order.length === 0) return <Typography sx={{ p: 2 }}>{translate('catalog.videos.none')}</Typography>;
  const label = (field: string) => translate(fieldLabel(schema.resource, field));
  const titleOf = (video: Video) => String(video[labelField] ?? '');
  return (
    <Box>
      {canWrite && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} id={`${schema.name}-order-help`}>
          {translate('catalog.videos.orderHelp')}
        </Typography>
      )}
      <Table size="small" aria-describedby={canWrite ? `${schema.name}-order-help` : undefined} className="video-order">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{label('orderNumber')}</TableCell>
            <TableCell>{label(labelField)}</TableCell>
            {hasCategory && <TableCell>{label('categoryId')}</TableCell>}
            <TableCell>{label('languages')}</TableCell>
            {'deactivationDate' in schema.fields && <TableCell>{translate('catalog.videos.status')}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <SortableTableBody
          items={order}
          disabled={!canWrite}
          nameOf={titleOf}
          onMove={(from, to) => void move(from, to)}
          rowProps={(video) => ({ 'data-video-id': video.id })}
        >
          {(video, index) => (
            <>
              <TableCell>{index + 1}</TableCell>
              <TableCell className="video-title">{titleOf(video)}</TableCell>
              {hasCategory && (
                <TableCell>{String(categories.find((c) => c.id === video.categoryId)?.name ?? '')}</TableCell>
              )}
              <TableCell>
                <VideoLanguageChips
                  resource={schema.resource}
                  id={video.id}
                  languages={(video.languages as string[] | null) ?? []}
                  defaultLanguage={video.defaultLanguage}
                  canRemove={canWrite && 'deactivationDate' in schema.fields}
                  onChanged={() => void refetch()}
                />
              </TableCell>
              {'deactivationDate' in schema.fields && (
                <TableCell>
                  <VideoStatusChip deactivationDate={video.deactivationDate} now={now} />
                </TableCell>
              )}
              <TableCell align="right">
                <IconButton
                  size="small"
                  component={Link}
                  to={`/${schema.resource}/${video.id}${canWrite ? '' : '/show'}`}
                  aria-label={translate('catalog.videos.open', { title: titleOf(video) })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </>
          )}
        </SortableTableBody>
      </Table>
    </Box>
  );
};
