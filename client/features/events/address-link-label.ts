// What an event's `addressLink` opens, said on its link: editors give a map for a hall and a stream for
// an online event (QA: a VK Video stream read «Открыть на карте»).

const MAP =
  /^(?:maps\.[a-z.]+\/|[a-z.]*yandex\.[a-z]+\/(?:maps|map-widget)\b|[a-z.]*2gis\.[a-z]+\/|[a-z.]*google\.[a-z.]+\/maps\b|maps\.app\.goo\.gl\/|[a-z.]*openstreetmap\.org\/)/;
const STREAM =
  /^(?:[a-z.]*vk\.(?:com|ru)\/(?:video|clip)|[a-z.]*vkvideo\.ru\/|[a-z.]*rutube\.ru\/|[a-z.]*youtube\.com\/|youtu\.be\/|[a-z.]*twitch\.tv\/)/;

/**
 * «Открыть на карте» for a map, «Смотреть трансляцию» for a video host, «Открыть ссылку» for the rest of
 * the web; null for what is no web address (a `javascript:` one showed as a dead link: QA).
 */
export function addressLinkLabel(link: string): string | null {
  const web = /^https?:\/\/(?:www\.)?(.*)$/i.exec(link.trim());
  if (!web) return null;
  const place = (web[1] ?? '').toLowerCase();
  if (STREAM.test(place)) return 'Смотреть трансляцию';
  if (MAP.test(place)) return 'Открыть на\u00a0карте';
  return 'Открыть ссылку';
}
