// schema.org Event for search engines (data, not script: type application/ld+json), so an event can
// show with its dates and place in search results.
import { serializeJsonForHtml } from '#shared/safe-json.ts';
import { siteInfo } from '#shared/site-info.ts';
import type { EventDetails } from '#shared/schemas/event.ts';
import { paths } from '#client/app/paths.ts';
import { previewImage } from '#client/components/seo-title.ts';
import { isOnlineOnly } from './event-schedule.ts';

function attendanceModeOf(address: string): string {
  if (isOnlineOnly(address)) return 'https://schema.org/OnlineEventAttendanceMode';
  return /онлайн/i.test(address) ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

export function eventStructuredData(event: EventDetails, publicUrl: string) {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  const pageUrl = `${publicUrl}${paths.event(event.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.shortDescription,
    startDate: event.startAt,
    endDate: event.endAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceModeOf(event.address),
    location: isOnlineOnly(event.address)
      ? { '@type': 'VirtualLocation', url: event.registrationLink ?? pageUrl }
      : { '@type': 'Place', name: event.address, address: event.address },
    image: [absolute(previewImage(event.cover.large))],
    url: pageUrl,
    organizer: { '@type': 'Organization', name: siteInfo.name, url: publicUrl },
    ...(event.registrationLink && {
      offers: { '@type': 'Offer', url: event.registrationLink, price: 0, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
    }),
  };
}

export function EventStructuredData({ event, publicUrl }: { event: EventDetails; publicUrl: string }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(eventStructuredData(event, publicUrl)) }} />
  );
}
