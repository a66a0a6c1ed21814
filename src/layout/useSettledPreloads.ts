import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18nProvider } from 'ra-core';
import { restOfMessagesOf } from '../../i18n/restOfMessages';
import { setScreenSettled } from '../../resources/views/reactAdminParts/firstPaint/screenSettled';
import { whenQueriesSettled } from '../whenQueriesSettled';
import { preloadList } from './listPreload';
import { terminals } from '../../resources/terminals/schema';

/** A first screen whose data is slow, or that asks for none, counts as up after this long. */
export const SETTLED_FALLBACK_MS = 3000;
/**
 * How long after its data is in and the browser idle the first screen is left alone: the home
 * page's chart paints in that moment, and what follows is no part of its first load.
 */
export const SETTLED_GRACE_MS = 500;

/**
 * Once the first screen is up (its data in, the browser idle), says so (setScreenSettled: the
 * header's extras wait for it) and fetches what a click on the sidebar would otherwise wait for:
 * the other screens' texts, and the terminal list's view with the kit most lists share. A failed
 * fetch is left to the view that needs it.
 */
export const useSettledPreloads = () => {
  const i18nProvider = useI18nProvider();
  const queryClient = useQueryClient();
  useEffect(() => {
    let grace: number | undefined;
    const fallback = window.setTimeout(() => setScreenSettled(true), SETTLED_FALLBACK_MS);
    const cancel = whenQueriesSettled(queryClient, () => {
      window.clearTimeout(fallback);
      grace = window.setTimeout(() => {
        setScreenSettled(true);
        void restOfMessagesOf(i18nProvider)
          .loadRest()
          .catch(() => undefined);
        preloadList(terminals.resource);
      }, SETTLED_GRACE_MS);
    });
    return () => {
      window.clearTimeout(fallback);
      window.clearTimeout(grace);
      cancel();
    };
  }, [i18nProvider, queryClient]);
};
