// Hands the environment's ApiClient (browser fetch or the server's undici pool) to components, and the
// hook a page reads its data with, which differs between the two (#page-query). The features' API files
// take both from here: the hook then shares this module's chunk (a module of its own was a chunk of its
// own, one more file on every page).
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';

export { usePagePart, usePageQuery } from '#page-query';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it');
  return api;
}
