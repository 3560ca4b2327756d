// An event in a list: cover with its kind, the days and times, the title, what it is about in three lines
// at most, and the place; the whole card is one link. A past event says so, so the archive below the upcoming ones reads as an archive.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import type { EventListItem } from '#shared/schemas/event.ts';
import { paths } from '#client/app/paths.ts';
import { colors } from '#client/components/ui/theme.ts';
import { eventPhase, eventSchedule, timesLabel } from '../event-schedule.ts';
import { CoverImage } from '#client/components/ui/cover-image.tsx';
import { EventDays } from './event-when.tsx';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: 20px;
  overflow: hidden;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  transition:
    box-shadow 0.2s,
    transform 0.2s;

  &:hover {
    box-shadow: 0 12px 32px rgba(22, 20, 43, 0.1);
    transform: translateY(-2px);
  }
  &[data-phase='past'] img {
    filter: grayscale(0.6);
  }
`;

const Media = styled.div`
  position: relative;
`;

const Badges = styled.p`
  position: absolute;
  top: 16px;
  left: 16px;
  right: 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
`;

/* A long kind of event wraps in its pill, inside the cover (QA: over the card's edge at 390 px). */
const Badge = styled.span`
  max-width: 100%;
  overflow-wrap: anywhere;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${colors.white};
  color: ${colors.ink};
  font-size: 13px;
  font-weight: 600;
  box-shadow: 0 2px 8px rgba(22, 20, 43, 0.12);

  &[data-tone='live'] {
    background: ${colors.purple};
    color: ${colors.white};
  }
  &[data-tone='past'] {
    background: ${colors.ink};
    color: ${colors.white};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  flex: 1;
  padding: 20px 24px 24px;
`;

const When = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 15px;
  font-weight: 600;
  color: ${colors.purple};

  span {
    color: ${colors.inkSoft};
    font-weight: 500;
  }
`;

const Days = styled.strong`
  font-weight: inherit;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 20px;

  a {
    color: ${colors.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.purple};
  }
  /* The link covers the card, so the whole card is clickable with one tab stop. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

const Place = styled.p`
  margin: auto 0 0;
  padding-top: 6px;
  font-size: 15px;
  color: ${colors.inkSoft};
`;

export function EventCard({
  event,
  now,
  headingLevel = 3,
  eagerCover = false,
}: {
  event: EventListItem;
  /** The moment the list was fetched: marks ongoing and past events the same on server and client. */
  now: number;
  headingLevel?: 2 | 3;
  eagerCover?: boolean;
}) {
  const schedule = eventSchedule(event);
  const times = timesLabel(schedule);
  const phase = eventPhase(event, now);
  return (
    <Card data-phase={phase}>
      <Media>
        <CoverImage cover={event.cover} sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 430px" eager={eagerCover} />
        <Badges>
          <Badge>{event.group}</Badge>
          {phase === 'ongoing' ? <Badge data-tone="live">Идёт сейчас</Badge> : null}
          {phase === 'past' ? <Badge data-tone="past">Завершено</Badge> : null}
        </Badges>
      </Media>
      <Body>
        <When>
          <Days>
            <EventDays schedule={schedule} />
          </Days>
          {times && schedule.days.length === 1 ? <span>{times}</span> : null}
        </When>
        <Title as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={paths.event(event.slug)}>{event.title}</Link>
        </Title>
        {event.shortDescription ? <Summary>{event.shortDescription}</Summary> : null}
        <Place>{event.address}</Place>
      </Body>
    </Card>
  );
}
