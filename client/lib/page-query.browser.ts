// A page's data as the browser reads it (package.json "imports", `#page-query`, the "browser" condition;
// the server's render has page-query.ts): react-query's own suspense hook, which keeps the page in step
// with the cache (refetches, invalidations after a send, a sign-out's reset). A re-export, so the bundle
// calls it directly: its result is a superset of page-query.ts's PageQueryResult.
export { useSuspenseQuery as usePageQuery } from '@tanstack/react-query';
