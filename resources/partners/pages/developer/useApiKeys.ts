import { useDataProvider } from 'ra-core';
import type { ApiKeyDataProvider } from '../../../../dataProviders/partners/apiKeyMethods';

/** The data provider with the API key methods. */
export const useApiKeys = () => useDataProvider<ApiKeyDataProvider>();
