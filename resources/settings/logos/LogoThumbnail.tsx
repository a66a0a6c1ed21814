import { Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { SettingsDataProvider } from '../../../dataProviders/settings/settingsMethods';
import type { Logo } from '../logoShapes';

/** A logo's image, asked for once per logo through the data provider. */
export const LogoThumbnail = ({ logo, size = 64 }: { logo: Logo; size?: number }) => {
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { data } = useQuery({
    queryKey: ['logoIcon', logo.id],
    queryFn: async () => (await dataProvider.logoIcon({ id: logo.id })).data,
    staleTime: Infinity,
  });
  if (!data) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={data.dataUrl}
      alt={logo.fileName}
      sx={{ width: size, height: size, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
};
