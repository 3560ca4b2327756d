// The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
// `appDataJson` is the escaped JSON of the data block; the browser passes back the very string it read,
// so the block hydrates unchanged.
import type { ReactNode } from 'react';
import { APP_DATA_ELEMENT_ID } from './app-data.ts';
import { globalStyles } from './global-styles.ts';

export function Document({ appDataJson, children }: { appDataJson: string; children: ReactNode }) {
  return (
    <html lang="ru" className={globalStyles}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3cc4" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        {children}
        <script
          type="application/json"
          id={APP_DATA_ELEMENT_ID}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: appDataJson }}
        />
      </body>
    </html>
  );
}
