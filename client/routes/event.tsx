// /events/:slug: an event: beside its title, the card of its dates, place and map link with the
// registration button (the first screen's action, as on a contest's page); under it, the cover and the
// description; schema.org Event data for search engines.
import { styled } from '@linaria/react';
import { useParams } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { ShareButton } from '../components/share-button.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { eventQuery, useEvent } from '../features/events/api/get-event.ts';
import { CoverImage } from '../components/ui/cover-image.tsx';
import { EventFacts } from '../features/events/components/event-facts.tsx';
import { EventStructuredData } from '../features/events/event-structured-data.tsx';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { Prose } from '../features/pages/components/prose.tsx';
import { ensureData, slugLoader } from '../lib/route-data.ts';
import { useSiteConfig } from '../lib/site-config.tsx';

export const createLoader = slugLoader(({ queryClient, api }, slug) => ensureData(queryClient, eventQuery(api, slug)));

const Body = styled.div`
  max-width: 880px;
  padding-top: 56px;

  ${media.mobile} {
    padding-top: 32px;
  }
`;

const CoverFrame = styled.figure`
  margin: 0 0 40px;
  border-radius: 24px;
  overflow: hidden;
  background: ${colors.surface};

  ${media.narrow} {
    margin-bottom: 28px;
    border-radius: 16px;
  }
`;

export function Component() {
  const { slug = '' } = useParams();
  const { publicUrl } = useSiteConfig();
  const { data: event, dataUpdatedAt } = useEvent(slug);

  return (
    <>
      <Seo title={event.title} description={event.shortDescription} path={paths.event(event.slug)} image={event.cover.large} />
      <EventStructuredData event={event} publicUrl={publicUrl} />
      <PageIntro
        title={event.title}
        lead={event.shortDescription}
        crumbs={[{ to: paths.events(), label: 'Мероприятия' }]}
        aside={
          <EventFacts event={event} now={dataUpdatedAt}>
            <ShareButton path={paths.event(event.slug)} title={event.title} />
          </EventFacts>
        }
      />
      <Container>
        <Body>
          <CoverFrame>
            <CoverImage cover={event.cover} sizes="(max-width: 959px) 100vw, 880px" eager />
          </CoverFrame>
          <Prose dangerouslySetInnerHTML={{ __html: event.content }} />
        </Body>
      </Container>
    </>
  );
}
