// schema.org Event of a landing event page (data, not script: type application/ld+json, which the
// pages' CSP does not run), so search engines can show its dates and place.
import { serializeJsonForHtml } from '#shared/safe-json.ts';
import { siteInfo } from '#shared/site-info.ts';
import { withoutWordJoiners } from '#shared/typography.ts';
import type { AiEventPageContent } from '../content/types.ts';

const ATTENDANCE = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

export function aiEventStructuredData(content: AiEventPageContent, pageUrl: string, publicUrl: string) {
  const { event } = content;
  const place = { '@type': 'Place', name: event.place.name, address: event.place.address };
  const online = { '@type': 'VirtualLocation', url: pageUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: content.seo.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[event.attendance],
    location: event.attendance === 'online' ? online : event.attendance === 'mixed' ? [place, online] : place,
    image: [`${publicUrl}${content.seo.image}`],
    url: pageUrl,
    isAccessibleForFree: true,
    organizer: { '@type': 'Organization', name: siteInfo.name, url: publicUrl },
    offers: { '@type': 'Offer', url: pageUrl, price: 0, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
  };
}

export function AiEventJsonLd({ content, pageUrl, publicUrl }: { content: AiEventPageContent; pageUrl: string; publicUrl: string }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: withoutWordJoiners(serializeJsonForHtml(aiEventStructuredData(content, pageUrl, publicUrl))) }}
    />
  );
}
