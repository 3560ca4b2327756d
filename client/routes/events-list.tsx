// /events: the fund's events, upcoming first and then the archive, 6 to a page (`?page=N`).
import { styled } from '@linaria/react';
import { useLoaderData } from 'react-router-dom';
import { EVENTS_PER_PAGE } from '#shared/limits.ts';
import type { EventListItem } from '#shared/schemas/event.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { CardGrid } from '../components/ui/card-grid.tsx';
import { Container } from '../components/ui/container.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { colors } from '../components/ui/theme.ts';
import { eventListQuery, useEventList } from '../features/events/api/get-event-list.ts';
import { EventCard } from '../features/events/components/event-card.tsx';
import { eventPhase } from '../features/events/event-schedule.ts';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { ensureData, notFound, pageFromUrl, type LoaderFactory } from '../lib/route-data.ts';

interface EventsListLoaderData {
  page: number;
}

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async ({ request }): Promise<EventsListLoaderData> => {
    const page = pageFromUrl(new URL(request.url));
    const list = await ensureData(queryClient, eventListQuery(api, page, EVENTS_PER_PAGE));
    if (page > 1 && page > list.meta.totalPages) notFound();
    return { page };
  };

const List = styled.div`
  padding-top: 56px;
`;

const GroupTitle = styled.h2`
  margin: 0 0 24px;

  section + section > & {
    margin-top: 56px;
  }
`;

const Empty = styled.p`
  padding-top: 56px;
  color: ${colors.inkSoft};
  font-size: 18px;
`;

/**
 * The page's events, upcoming then past (the API's order), each group under its heading: where the
 * archive begins it says so (QA: page 2 went on into past events with nothing to tell them apart), and
 * the first page names its upcoming ones the same way (QA: «Прошедшие» had a heading, they none).
 */
function EventGroups({ events, now }: { events: EventListItem[]; now: number }) {
  const past = events.filter((event) => eventPhase(event, now) === 'past');
  const upcoming = events.filter((event) => eventPhase(event, now) !== 'past');
  const cards = (group: EventListItem[], eager: number) => (
    <CardGrid data-cards="covers">
      {group.map((event, index) => (
        <EventCard key={event.slug} event={event} now={now} headingLevel={3} eagerCover={index < eager} />
      ))}
    </CardGrid>
  );
  return (
    <>
      {upcoming.length > 0 ? (
        <section aria-labelledby="events-upcoming">
          <GroupTitle id="events-upcoming">Ближайшие</GroupTitle>
          {cards(upcoming, 3)}
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="events-past">
          <GroupTitle id="events-past">Прошедшие</GroupTitle>
          {cards(past, upcoming.length > 0 ? 0 : 3)}
        </section>
      ) : null}
    </>
  );
}

export function Component() {
  const { page } = useLoaderData<EventsListLoaderData>();
  const { data: list, dataUpdatedAt } = useEventList(page, EVENTS_PER_PAGE);

  return (
    <>
      <Seo
        title={page === 1 ? 'Мероприятия' : `Мероприятия — страница ${page}`}
        description={`Форумы, питч-сессии, акселераторы, вебинары и\u00a0выездные школы Венчурного фонда Республики Карелия.${page === 1 ? '' : ` Страница ${page}.`}`}
        path={paths.events(page)}
      />
      <PageIntro
        title="Мероприятия"
        lead="Форумы, питч-сессии, вебинары и&nbsp;выездные школы фонда по&nbsp;всей Карелии. Сначала&nbsp;— ближайшие, за&nbsp;ними&nbsp;— архив прошедших."
      />
      <Container>
        {list.items.length === 0 ? (
          <Empty>Мероприятий пока нет&nbsp;— загляните позже или подпишитесь на&nbsp;новости фонда.</Empty>
        ) : (
          <List>
            <EventGroups events={list.items} now={dataUpdatedAt} />
          </List>
        )}
        <Pagination currentPage={page} totalPages={list.meta.totalPages} hrefFor={paths.events} />
      </Container>
    </>
  );
}
