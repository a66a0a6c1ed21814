import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useTranslate } from 'ra-core';
import { LoginLanguageMenu } from './LoginLanguageMenu';
import { ThemeToggle } from './ThemeToggle';

interface Props {
  /** The card's heading, already translated. */
  title: string;
  /** A line under the heading, already translated. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * The login layout (spec section 2): no menu, a centred card under the product's name, the
 * language and light/dark switches at the top.
 */
export const LoginLayout = ({ title, description, children }: Props) => {
  const translate = useTranslate();
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 15% 0%, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.12)}, transparent 45%), radial-gradient(circle at 100% 100%, ${alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.12 : 0.08)}, transparent 40%)`,
      })}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 0.5,
          p: 1.5,
          color: 'text.secondary',
        }}
      >
        <LoginLanguageMenu />
        <ThemeToggle />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 1.5, sm: 2 }, py: 3 }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', mb: 3 }}>
            <Avatar
              variant="rounded"
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 44, height: 44 }}
            >
              <PointOfSaleIcon />
            </Avatar>
            <Box>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {translate('app.title')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('login.layout.tagline')}
              </Typography>
            </Box>
          </Stack>
          <Card
            elevation={0}
            sx={(theme) => ({
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              boxShadow:
                theme.palette.mode === 'dark'
                  ? '0 12px 40px rgba(0, 0, 0, 0.45)'
                  : '0 12px 40px rgba(15, 40, 80, 0.10)',
            })}
          >
            <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: description ? 1 : 3 }}>
                {title}
              </Typography>
              {description && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                  {description}
                </Typography>
              )}
              {children}
            </CardContent>
          </Card>
        </Box>
      </Box>
      <Typography
        component="footer"
        variant="caption"
        color="text.secondary"
        sx={{ textAlign: 'center', pb: 2, px: 2 }}
      >
        {translate('app.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
};
