// The home page: what the fund does, the featured news, the fund's programmes, the next events, the
// latest posts and the two ways in (a project application, a consultation for investors).
import { styled } from '@linaria/react';
import { siteInfo } from '#shared/site-info.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { CardGrid } from '../components/ui/card-grid.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { contestListQuery } from '../features/contests/api/get-contest-list.ts';
import { ContestTeaser } from '../features/contests/components/contest-teaser.tsx';
import { eventListQuery } from '../features/events/api/get-event-list.ts';
import { EventCard } from '../features/events/components/event-card.tsx';
import { eventPhase } from '../features/events/event-schedule.ts';
import { ApplyActions, CallToAction } from '../features/fund/components/call-to-action.tsx';
import { StartupOffers } from '../features/fund/components/startup-offers.tsx';
import { fundFigures } from '../features/fund/facts/figures.ts';
import { startupOffers } from '../features/fund/facts/offers.ts';
import { newsFeedQuery } from '../features/news/api/get-news-feed.ts';
import { newsSliderQuery } from '../features/news/api/get-news-slider.ts';
import { NewsCard } from '../features/news/components/news-card.tsx';
import { NewsSliderArrows, NewsSliderTrack, useSlider } from '../features/news/components/news-slider.tsx';
import type { NewsPostListItem } from '#shared/schemas/news.ts';
import { useApi, usePagePart } from '../lib/api-context.tsx';
import { ensureParts, type LoaderFactory } from '../lib/route-data.ts';
import { MissingPart, QuietNote } from '../components/missing-part.tsx';
import { useSignInForNotice } from '../lib/sign-in-for.ts';
import { actionRow } from '#client/components/ui/button-styles.ts';

const FEED_SIZE = 6;
/** The events list starts with upcoming ones, so its first page holds the next events. */
const UPCOMING_EVENTS = 3;

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  // Each list is a part of its own: one that fails leaves the rest of home to show, and loads in the
  // browser (QA: the contests' list failing made all of home a 503 page).
  () =>
    ensureParts([
      queryClient.ensureQueryData(newsSliderQuery(api)),
      queryClient.ensureQueryData(newsFeedQuery(api, 1, FEED_SIZE)),
      queryClient.ensureQueryData(eventListQuery(api, 1, UPCOMING_EVENTS)),
      queryClient.ensureQueryData(contestListQuery(api)),
    ]);

const Hero = styled.section`
  padding: 80px 0 64px;
  background: linear-gradient(135deg, ${colors.purpleLight} 0%, #ffffff 70%);

  h1 {
    max-width: 880px;
    font-size: 52px;
  }
  p {
    max-width: 720px;
    font-size: 20px;
    color: ${colors.inkSoft};
    margin: 0 0 32px;
  }

  ${media.mobile} {
    padding: 48px 0 40px;
    h1 {
      font-size: 34px;
    }
  }
`;

const HeroLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 440px;
  gap: 56px;
  align-items: center;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 36px;
  }
`;

/** The fund in four figures beside the hero's text: tiles, the first one in the brand colour. */
const HeroFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 8px;
    min-height: 148px;
    padding: 24px;
    border-radius: 24px;
    background: rgba(255, 255, 255, 0.85);
    border: 1px solid ${colors.line};
    box-shadow: 0 12px 32px rgba(91, 60, 196, 0.08);
    /* The label's size follows the tile's width on phones (below). */
    container-type: inline-size;
  }
  /* White text at 4.5:1 or more over the whole gradient (QA: the pale label read 3.6:1 at its light end). */
  div:first-child {
    background: linear-gradient(135deg, ${colors.purple} 0%, #6a4ae0 100%);
    border-color: transparent;
    color: ${colors.white};
  }
  div:nth-child(4) {
    background: ${colors.ink};
    border-color: transparent;
    color: ${colors.white};
  }
  dd {
    margin: 0;
    /* «1,2 млрд ₽», one unit, fits the 164 px inside a tile (at 34 px it was 175). */
    font-size: 30px;
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${colors.purple};
  }
  div:first-child dd,
  div:nth-child(4) dd {
    color: ${colors.white};
  }
  dt {
    font-size: 15px;
    line-height: 1.35;
    color: ${colors.inkSoft};
  }
  div:first-child dt {
    color: ${colors.white};
  }
  div:nth-child(4) dt {
    color: #e6e1ff;
  }

  ${media.mobile} {
    div {
      min-height: 0;
      padding: 18px;
      border-radius: 18px;
    }
    dd {
      /* Narrow phones: «1,2 млрд ₽» (one unit) stays on one line inside its tile. */
      font-size: clamp(18px, 5.4vw, 26px);
    }
    dt {
      font-size: 14px;
      /* Small enough for «в инвестиционном» (9 em, «в» kept with its word) in a 360 px phone's tile,
         where it was cut inside the word (QA). */
      font-size: min(14px, 10.8cqi);
    }
  }

  /* Below 360 px two tiles leave ~90 px for a label («инвестиционном» broke inside the word): one a row. */
  @media (max-width: 359px) {
    grid-template-columns: minmax(0, 1fr);

    dd {
      font-size: 26px;
    }
  }
`;

const Section = styled.section`
  padding-top: 72px;

  ${media.mobile} {
    padding-top: 56px;
  }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 32px;

  h2 {
    margin: 0;
    font-size: 34px;
  }
  p {
    flex-basis: 100%;
    max-width: 720px;
    margin: 0;
    color: ${colors.inkSoft};
    font-size: 18px;
  }

  ${media.mobile} {
    margin-bottom: 24px;

    h2 {
      font-size: 28px;
    }
    p {
      font-size: 16px;
    }
  }
`;

const HeadLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** «Главное»: the featured news as a slider, its arrows beside the heading. */
function FeaturedNews({ posts }: { posts: NewsPostListItem[] }) {
  const { track, ends, step } = useSlider();
  return (
    <Section aria-labelledby="featured-news">
      <SectionHead>
        <h2 id="featured-news">Главное</h2>
        {posts.length > 1 ? <NewsSliderArrows ends={ends} step={step} /> : null}
      </SectionHead>
      <NewsSliderTrack posts={posts} track={track} label="Главные новости" />
    </Section>
  );
}

export function Component() {
  useSignInForNotice();
  const api = useApi();
  const sliderPart = usePagePart(newsSliderQuery(api));
  const feedPart = usePagePart(newsFeedQuery(api, 1, FEED_SIZE));
  const eventsPart = usePagePart(eventListQuery(api, 1, UPCOMING_EVENTS));
  const contestsPart = usePagePart(contestListQuery(api));
  const slider = sliderPart.data?.items ?? [];
  const feed = feedPart.data;
  const events = eventsPart.data;
  const upcoming = events?.items.filter((event) => eventPhase(event, eventsPart.dataUpdatedAt) !== 'past') ?? [];
  const openContests = contestsPart.data?.items.filter((contest) => contest.isOpen) ?? [];

  return (
    <>
      <Seo title={siteInfo.name} path={paths.home()} />
      <Hero>
        <Container>
          <HeroLayout>
            <div>
              <h1>Венчурный фонд Республики Карелия</h1>
              <p>
                Помогаем стартапам Карелии вырасти: инвестиции, гранты, акселерация и&nbsp;экспертиза&nbsp;— от&nbsp;идеи до&nbsp;выхода
                на&nbsp;рынок.
              </p>
              <div className={actionRow}>
                <ButtonLink to={paths.projectApplication()}>Подать заявку на&nbsp;инвестиции</ButtonLink>
                <ButtonLink to={paths.startups()} theme="hollow">
                  Программы для&nbsp;стартапов
                </ButtonLink>
              </div>
            </div>
            <HeroFigures aria-label="Фонд в&nbsp;цифрах">
              {fundFigures.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </HeroFigures>
          </HeroLayout>
        </Container>
      </Hero>
      <Container>
        {slider.length > 0 ? <FeaturedNews posts={slider} /> : null}
        <Section aria-labelledby="fund-programs">
          <SectionHead>
            <h2 id="fund-programs">Программы фонда</h2>
            <HeadLinks>
              <ButtonLink to={paths.startups()} theme="purple1" size="sm">
                Стартапам
              </ButtonLink>
              <ButtonLink to={paths.programs()} theme="purple1" size="sm">
                Программы партнёров
              </ButtonLink>
            </HeadLinks>
            <p>
              Финансирование, акселерация и&nbsp;экспертиза&nbsp;— для&nbsp;проектов на&nbsp;любой стадии, от&nbsp;идеи
              до&nbsp;масштабирования.
            </p>
          </SectionHead>
          <StartupOffers offers={startupOffers} />
        </Section>
        {openContests.map((contest) => (
          <Section key={contest.id}>
            <ContestTeaser contest={contest} now={contestsPart.dataUpdatedAt} />
          </Section>
        ))}
        <Section aria-labelledby="upcoming-events">
          <SectionHead>
            <h2 id="upcoming-events">Ближайшие мероприятия</h2>
            <ButtonLink to={paths.events()} theme="purple1" size="sm">
              Все мероприятия
            </ButtonLink>
          </SectionHead>
          {!events ? (
            <MissingPart part={eventsPart} />
          ) : upcoming.length > 0 ? (
            <CardGrid data-cards="covers">
              {upcoming.map((event) => (
                <EventCard key={event.slug} event={event} now={eventsPart.dataUpdatedAt} />
              ))}
            </CardGrid>
          ) : events.items.length > 0 ? (
            <QuietNote>Новые мероприятия скоро появятся&nbsp;— а&nbsp;пока загляните в&nbsp;архив прошедших.</QuietNote>
          ) : (
            <QuietNote>Новые мероприятия скоро появятся.</QuietNote>
          )}
        </Section>
        {/* The feed leaves out the slider's posts: with none besides them, «Главное» is the news (QA: an
            empty section); with none at all, the section says so. */}
        {!feed || feed.items.length > 0 || slider.length === 0 ? (
          <Section aria-labelledby="latest-news">
            <SectionHead>
              <h2 id="latest-news">Новости</h2>
              <ButtonLink to={paths.news()} theme="purple1" size="sm">
                Все новости
              </ButtonLink>
            </SectionHead>
            {!feed ? (
              <MissingPart part={feedPart} />
            ) : feed.items.length > 0 ? (
              <CardGrid data-cards="covers">
                {feed.items.map((post) => (
                  <NewsCard key={post.slug} post={post} />
                ))}
              </CardGrid>
            ) : (
              <QuietNote>Новости фонда скоро появятся.</QuietNote>
            )}
          </Section>
        ) : null}
        <CallToAction
          id="home-cta"
          title="Развиваете проект в&nbsp;Карелии?"
          text="Расскажите о&nbsp;нём фонду&nbsp;— менеджер свяжется с&nbsp;вами в&nbsp;течение пяти рабочих дней. Инвесторов приглашаем на&nbsp;консультацию по&nbsp;проектам портфеля."
        >
          <ApplyActions />
        </CallToAction>
      </Container>
    </>
  );
}
