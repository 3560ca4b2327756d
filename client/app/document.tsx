// The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
// `appDataJson` is the escaped JSON of the data block; the browser passes back the very string it read,
// so the block hydrates unchanged.
import type { ReactNode } from 'react';
import { APP_DATA_ELEMENT_ID } from './app-data.ts';
import { FOOTER_ID } from './landmarks.ts';
import { globalStyles } from './global-styles.ts';

export function Document({ appDataJson, children }: { appDataJson: string; children: ReactNode }) {
  return (
    <html lang="ru" className={globalStyles}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3cc4" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The response streams, and a browser paints whatever it has parsed when it pauses: a paint
            between a row's first and last items (the top bar's links, a slider's arrows, a column that
            comes first on a phone) moved them as the rest arrived. The first paint waits for the
            footer's start, when the page above it is whole (rel=expect; browsers without it paint as
            before). The footer follows the content in the same flush, so this costs a parse, not a
            round trip. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
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
