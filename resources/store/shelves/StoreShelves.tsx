import { Box, MenuItem, Paper, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { StoreShelf } from '../../../dataProviders/catalog/catalogMethods';
import { categories as categorySchema } from '../../categories/schema';
import { ShelfApps } from './ShelfApps';

const shelves: readonly StoreShelf[] = ['top', 'category', 'justForYou'];

/** The store as terminals show it (spec section 7: store top, category, just-for-you). */
export const StoreShelves = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [shelf, setShelf] = useState<StoreShelf>('top');
  const { data: categories = [] } = useGetList(categorySchema.resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const categoryId = chosen ?? (categories[0]?.id as number | undefined);
  const { data, isPending } = useQuery({
    queryKey: ['storeShelf', shelf, shelf === 'category' ? categoryId : null],
    queryFn: async () => (await dataProvider.storeShelf({ shelf, categoryId })).data,
    enabled: shelf !== 'category' || categoryId !== undefined,
  });
  const label = translate(`catalog.store.${shelf}`);
  return (
    <Paper component="section" aria-labelledby="store-shelves-title" sx={{ p: 2, mb: 2 }} className="store-shelves">
      <Typography id="store-shelves-title" variant="h6" component="h2">
        {translate('catalog.store.shelves')}
      </Typography>
      <Tabs
        value={shelf}
        onChange={(_, next: StoreShelf) => setShelf(next)}
        aria-label={translate('catalog.store.shelves')}
      >
        {shelves.map((item) => (
          <Tab key={item} value={item} label={translate(`catalog.store.${item}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={label} sx={{ pt: 2 }}>
        {shelf === 'category' && (
          <TextField
            select
            size="small"
            label={translate('catalog.store.chooseCategory')}
            value={categoryId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ width: 280, mb: 2 }}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {String(category.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {data ? <ShelfApps items={data} label={label} /> : isPending && categoryId !== undefined && <Loading />}
      </Box>
    </Paper>
  );
};
