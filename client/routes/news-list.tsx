// /news: every published post, newest first, 9 to a page (`?page=N`).
import { styled } from '@linaria/react';
import { useLoaderData } from 'react-router-dom';
import { NEWS_PER_PAGE } from '#shared/limits.ts';
import { Seo } from '#seo';
import { CardGrid } from '../components/ui/card-grid.tsx';
import { Container } from '../components/ui/container.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { colors } from '../components/ui/theme.ts';
import { allNewsQuery, useAllNews } from '../features/news/api/get-all-news.ts';
import { NewsCard } from '../features/news/components/news-card.tsx';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { ensureData, notFound, pageFromUrl, type LoaderFactory } from '../lib/route-data.ts';
import { paths } from '../app/paths.ts';

interface NewsListLoaderData {
  page: number;
}

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async ({ request }): Promise<NewsListLoaderData> => {
    const page = pageFromUrl(new URL(request.url));
    const list = await ensureData(queryClient, allNewsQuery(api, page, NEWS_PER_PAGE));
    if (page > 1 && page > list.meta.totalPages) notFound();
    return { page };
  };

const List = styled.div`
  padding-top: 56px;
`;

const Empty = styled.p`
  color: ${colors.inkSoft};
`;

const hrefFor = (page: number) => paths.news(page);

export function Component() {
  const { page } = useLoaderData<NewsListLoaderData>();
  const { data: list } = useAllNews(page, NEWS_PER_PAGE);

  // The intro band with its breadcrumbs, as on the other sections' pages (QA: /news alone had a plain
  // heading and no way back but the top bar).
  return (
    <>
      <Seo
        title={page === 1 ? 'Новости' : `Новости — страница ${page}`}
        description={`Новости Венчурного фонда Республики Карелия: конкурсы, гранты, акселерация, истории стартапов.${page === 1 ? '' : ` Страница ${page}.`}`}
        path={hrefFor(page)}
      />
      <PageIntro title="Новости" lead="Конкурсы, программы поддержки и&nbsp;истории стартапов Карелии." />
      <Container>
        <List>
          {list.items.length === 0 ? (
            <Empty>Новостей пока нет&nbsp;— загляните позже.</Empty>
          ) : (
            <CardGrid data-cards="covers">
              {list.items.map((post, index) => (
                <NewsCard key={post.slug} post={post} headingLevel={2} eagerCover={index < 3} />
              ))}
            </CardGrid>
          )}
        </List>
        <Pagination currentPage={page} totalPages={list.meta.totalPages} hrefFor={hrefFor} />
      </Container>
    </>
  );
}
