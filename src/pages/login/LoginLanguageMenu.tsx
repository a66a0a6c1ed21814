import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { readPrepaint } from './prepaint';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales } from 'ra-core';

/** MUI's Menu (popover, modal, focus trap, transitions: 11 KiB gzip), fetched when the button is approached. */
const loadChoices = () => import('../../../resources/views/reactAdminParts/LanguageChoices');
const LanguageChoices = lazy(() => loadChoices().then((module) => ({ default: module.LanguageChoices })));
const fetchChoices = () => void loadChoices().catch(() => undefined);

/**
 * The login page's language switch, as react-admin's LocalesMenuButton shows it (the current
 * language's name), with the list of languages in a chunk of its own.
 */
export const LoginLanguageMenu = () => {
  const languages = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Read as it mounts, before the form takes the painted page off the screen.
  const [askedWhilePainted] = useState(() => readPrepaint()?.languageMenu === true);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (askedWhilePainted && button.current) setAnchor(button.current);
  }, [askedWhilePainted]);
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.locale === locale);
  return (
    <>
      <Button
        ref={button}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={fetchChoices}
        onFocus={fetchChoices}
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
