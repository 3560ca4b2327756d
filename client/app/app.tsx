// The providers every page needs, around the router: the same tree on the server and in the browser.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { SiteConfigProvider, type PublicSiteConfig } from '../lib/site-config.tsx';
import { Document } from './document.tsx';

export interface AppProps {
  api: ApiClient;
  queryClient: QueryClient;
  config: PublicSiteConfig;
  appDataJson: string;
  /** The router provider of the environment: StaticRouterProvider or RouterProvider. */
  children: ReactNode;
}

/** Marks the document once React owns it: end-to-end tests and monitoring wait for this. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App({ api, queryClient, config, appDataJson, children }: AppProps) {
  return (
    <Document appDataJson={appDataJson}>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>
            {children}
            <HydrationMarker />
          </ApiProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </Document>
  );
}
