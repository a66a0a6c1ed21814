import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18nProvider } from 'ra-core';
import { restOfMessagesOf } from '../../i18n/restOfMessages';
import { whenQueriesSettled } from '../whenQueriesSettled';
import { preloadList } from './listPreload';
import { terminals } from '../../resources/terminals/schema';

/**
 * Once the first screen is up (its data in, the browser idle), fetches what a click on the
 * sidebar would otherwise wait for: the other screens' texts, and the terminal list's view with
 * the kit most lists share. A failed fetch is left to the view that needs it.
 */
export const useSettledPreloads = () => {
  const i18nProvider = useI18nProvider();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenQueriesSettled(queryClient, () => {
        void restOfMessagesOf(i18nProvider)
          .loadRest()
          .catch(() => undefined);
        preloadList(terminals.resource);
      }),
    [i18nProvider, queryClient],
  );
};
