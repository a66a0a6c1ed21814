import { Card, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'ra-core';
import type { ShelfItem } from '../../../dataProviders/catalog/catalogMethods';
import { categories as categorySchema } from '../../categories/schema';
import { StoredFileAvatar } from '../../core/upload/StoredFileAvatar';

/** A shelf's apps in their position order: icon, name, category and place. */
export const ShelfApps = ({ items, label }: { items: readonly ShelfItem[]; label: string }) => {
  const translate = useTranslate();
  const categoryIds = [...new Set(items.flatMap((item) => (item.app.categoryId == null ? [] : [item.app.categoryId])))];
  const { data: categories = [] } = useGetMany(
    categorySchema.resource,
    { ids: categoryIds },
    { enabled: categoryIds.length > 0 },
  );
  if (items.length === 0) return <Typography sx={{ py: 2 }}>{translate('catalog.store.empty')}</Typography>;
  return (
    <Stack
      component="ol"
      aria-label={label}
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      className="store-shelf"
    >
      {items.map((item) => (
        <Card component="li" key={item.id} variant="outlined" sx={{ width: 260 }}>
          <CardHeader
            avatar={<StoredFileAvatar url={item.app.icon} initial={item.app.name.slice(0, 1)} />}
            title={item.app.name}
            titleTypographyProps={{ component: 'h3', variant: 'subtitle2' }}
            subheader={String(categories.find((category) => category.id === item.app.categoryId)?.name ?? '')}
            action={<Chip size="small" label={translate('catalog.store.position', { position: item.position })} />}
          />
        </Card>
      ))}
    </Stack>
  );
};
