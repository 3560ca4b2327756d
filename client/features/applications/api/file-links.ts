// The download links in a list of applications are signed for a while (the main API's FILE_LINK_TTL_S,
// an hour by default) and name their end in `expires` (seconds). A cabinet page left open longer offered
// links that no longer worked: the browser's download failed on the API's 410 (QA). The lists are read
// again a minute before the first link ends, and when the visitor comes back to the tab.

/** A minute's margin, so a click just before the end still finds a working link. */
const MARGIN_MS = 60_000;
/** Never sooner than this, whatever the links say (a clock far off, a link already past). */
const MIN_INTERVAL_MS = 30_000;

interface WithFiles {
  items: Array<{ files: Array<{ downloadLink: string }> }>;
}

/** For a list query's `refetchInterval`: the time until the list's first link needs renewing; false without links. */
export function untilFileLinksExpire(list: WithFiles | undefined, now = Date.now()): number | false {
  const ends = (list?.items ?? []).flatMap((item) =>
    item.files.map((file) => Number(new URL(file.downloadLink, 'http://link.invalid').searchParams.get('expires')) * 1000),
  );
  const first = Math.min(...ends.filter((end) => end > 0));
  return Number.isFinite(first) ? Math.max(first - now - MARGIN_MS, MIN_INTERVAL_MS) : false;
}

/** Options of a list query whose files carry download links. */
export const renewedFileLinks = {
  refetchInterval: (query: { state: { data?: WithFiles } }) => untilFileLinksExpire(query.state.data),
  refetchOnWindowFocus: true,
} as const;
