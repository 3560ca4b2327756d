// The secret-free settings the browser needs (STYLE §3). The server puts them into the page's data
// block; both sides read them through this context, so links and canonical URLs match on hydration.
import { createContext, useContext, type ReactNode } from 'react';

export interface PublicSiteConfig {
  /** The site's public origin, without a trailing slash. */
  publicUrl: string;
  /** Yandex SmartCaptcha's site key; null when the captcha is off (outside production without keys). */
  captchaSiteKey: string | null;
  /** The largest file an upload may be, in bytes (UPLOAD_MAX_BYTES), shown before choosing. */
  uploadMaxBytes: number;
  /** The «Карелия против ИИ» landing's social links (AI_SOCIAL_*). */
  aiSocial: { vk: string; telegram: string; whatsapp: string | null };
  /** Where the build lists each page's JS files, for link prefetch; null when the build has no such list. */
  routeChunksUrl: string | null;
}

const SiteConfigContext = createContext<PublicSiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: PublicSiteConfig; children: ReactNode }) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

export function useSiteConfig(): PublicSiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig() needs a <SiteConfigProvider> above it');
  return config;
}
