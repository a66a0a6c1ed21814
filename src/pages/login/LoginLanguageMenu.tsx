import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales } from 'ra-core';

/** MUI's Menu (popover, modal, focus trap, transitions: 11 KiB gzip) waits until the page is up. */
const loadChoices = () => import('./LanguageChoices');
const LanguageChoices = lazy(() => loadChoices().then((module) => ({ default: module.LanguageChoices })));

/**
 * The login page's language switch, as react-admin's LocalesMenuButton shows it (the current
 * language's name), with the list of languages in a chunk fetched once the page is up.
 */
export const LoginLanguageMenu = () => {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    void loadChoices().catch(() => undefined);
  }, []);
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.locale === locale);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {current?.name ?? locale}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageChoices anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
