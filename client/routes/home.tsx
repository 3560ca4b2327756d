// The home page: what the fund does, the featured news and the latest posts, with the way to /news.
import { useSuspenseQuery } from '@tanstack/react-query';
import { styled } from '@linaria/react';
import { siteInfo } from '../../shared/site-info.ts';
import { Seo } from '../components/seo.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { newsFeedQuery, newsSliderQuery } from '../features/news/api/news-queries.ts';
import { NewsCard } from '../features/news/components/news-card.tsx';
import { NewsGrid } from '../features/news/components/news-grid.tsx';
import { useApi } from '../lib/api-context.tsx';
import { ensureData, type LoaderFactory } from '../lib/route-data.ts';

const FEED_SIZE = 6;

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async () => {
    await Promise.all([
      ensureData(queryClient, newsSliderQuery(api)),
      ensureData(queryClient, newsFeedQuery(api, 1, FEED_SIZE)),
    ]);
    return null;
  };

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

const Section = styled.section`
  padding-top: 72px;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 32px;

  h2 {
    margin: 0;
    font-size: 34px;
  }
`;

export function Component() {
  const api = useApi();
  const { data: slider } = useSuspenseQuery(newsSliderQuery(api));
  const { data: feed } = useSuspenseQuery(newsFeedQuery(api, 1, FEED_SIZE));

  return (
    <>
      <Seo title={siteInfo.name} path="/" />
      <Hero>
        <Container>
          <h1>Венчурный фонд Республики Карелия</h1>
          <p>
            Помогаем стартапам Карелии вырасти: инвестиции, гранты, акселерация и экспертиза — от идеи до выхода
            на рынок.
          </p>
          <Actions>
            <ButtonLink to="/zayavka-na-rassmotrenie-investicionnogo-proekta">Подать заявку на инвестиции</ButtonLink>
            <ButtonLink to="/news" theme="hollow">
              Новости фонда
            </ButtonLink>
          </Actions>
        </Container>
      </Hero>
      <Container>
        {slider.items.length > 0 ? (
          <Section aria-labelledby="featured-news">
            <SectionHead>
              <h2 id="featured-news">Главное</h2>
            </SectionHead>
            <NewsGrid>
              {slider.items.slice(0, 3).map((post) => (
                <NewsCard key={post.slug} post={post} eagerCover />
              ))}
            </NewsGrid>
          </Section>
        ) : null}
        <Section aria-labelledby="latest-news">
          <SectionHead>
            <h2 id="latest-news">Новости</h2>
            <ButtonLink to="/news" theme="purple1" size="sm">
              Все новости
            </ButtonLink>
          </SectionHead>
          <NewsGrid>
            {feed.items.map((post) => (
              <NewsCard key={post.slug} post={post} />
            ))}
          </NewsGrid>
        </Section>
      </Container>
    </>
  );
}
