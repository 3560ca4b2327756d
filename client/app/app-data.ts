// The page's data block: what the server rendered with, handed to the browser as non-executable JSON
// (`<script type="application/json">`), so public HTML holds no inline script (DESIGN §2, §3).
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { PublicSiteConfig } from '../lib/site-config.tsx';

export const APP_DATA_ELEMENT_ID = 'app-data';

export interface AppData {
  config: PublicSiteConfig;
  /** The router's loader data and serialized route errors, in the shape createBrowserRouter reads. */
  router: HydrationState;
  query: DehydratedState;
}
