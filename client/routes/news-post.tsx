// /news/:slug: the article with its author, and similar news below it.
import { styled } from '@linaria/react';
import { useParams } from 'react-router-dom';
import { formatDate } from '#shared/format-date.ts';
import { serializeJsonForHtml } from '#shared/safe-json.ts';
import { siteInfo } from '#shared/site-info.ts';
import type { NewsPost } from '#shared/schemas/news.ts';
import { SIMILAR_NEWS_DEFAULT_LIMIT } from '#shared/limits.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { previewImage } from '../components/seo-title.ts';
import { Link } from '../components/ui/link.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { CardGrid } from '../components/ui/card-grid.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { newsPostQuery, useNewsPost } from '../features/news/api/get-news-post.ts';
import { similarNewsQuery, useSimilarNews } from '../features/news/api/get-similar-news.ts';
import { CoverImage } from '../components/ui/cover-image.tsx';
import { NewsCard } from '../features/news/components/news-card.tsx';
import { Prose } from '../features/pages/components/prose.tsx';
import { useSiteConfig } from '../lib/site-config.tsx';
import { ensureData, slugLoader } from '../lib/route-data.ts';

export const createLoader = slugLoader(({ queryClient, api }, slug) =>
  Promise.all([
    ensureData(queryClient, newsPostQuery(api, slug)),
    ensureData(queryClient, similarNewsQuery(api, slug, SIMILAR_NEWS_DEFAULT_LIMIT)),
  ]),
);

const Article = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding-top: 40px;
  /* Its width sets the title's largest size (Title). */
  container-type: inline-size;
`;

const Trail = styled(Breadcrumbs)`
  margin-bottom: 24px;
`;

const Title = styled.h1`
  font-size: 44px;

  ${media.mobile} {
    font-size: 30px;
    /* A long word, «лесозаготовительной» (10.6 em), fits a narrow phone: it was cut inside the word at
       320–360 px where the browser does not hyphenate Russian. */
    font-size: min(30px, 9.2cqi);
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  color: ${colors.inkSoft};
  margin: 0 0 32px;
`;

const CoverFrame = styled.figure`
  margin: 0 0 40px;
  border-radius: 24px;
  overflow: hidden;
`;

/** The article: the editors' HTML in the type of the site's other texts, as wide as the column. */
const Content = styled(Prose)`
  max-width: none;
`;

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 40px 0 0;
  padding-top: 24px;
  border-top: 1px solid ${colors.line};
  color: ${colors.inkSoft};

  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
  }
`;

/* Its heading is a section's, as «Главное» and «Новости» on home (QA: a smaller one, close to the cards). */
const Similar = styled.section`
  margin-top: 80px;

  h2 {
    margin: 0 0 32px;
    font-size: 34px;
  }
  ${media.narrow} {
    h2 {
      font-size: 28px;
    }
  }
`;

/** schema.org NewsArticle for search engines: data, not script (type application/ld+json). */
function ArticleStructuredData({ post }: { post: NewsPost }) {
  const { publicUrl } = useSiteConfig();
  const absolute = (url: string) => (url.startsWith('http') ? url : `${publicUrl}${url}`);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.shortDescription,
    datePublished: post.publishUtcDateTime,
    image: [absolute(previewImage(post.cover.large))],
    mainEntityOfPage: `${publicUrl}/news/${post.slug}`,
    ...(post.author && {
      author: {
        '@type': 'Person',
        name: post.author.name,
        ...(post.author.personSlug && { url: `${publicUrl}${paths.person(post.author.personSlug)}` }),
      },
    }),
    publisher: { '@type': 'Organization', name: siteInfo.name },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(article) }} />;
}

export function Component() {
  const { slug = '' } = useParams();
  const { data: post } = useNewsPost(slug);
  const { data: similar } = useSimilarNews(slug, SIMILAR_NEWS_DEFAULT_LIMIT);

  return (
    <Container>
      <Seo
        title={post.title}
        description={post.shortDescription}
        path={paths.newsPost(post.slug)}
        image={post.cover.large}
        type="article"
        publishedTime={post.publishUtcDateTime}
      />
      <Article>
        <Trail trail={[{ to: paths.news(), label: 'Новости' }]} current={post.title} />
        <Title>{post.title}</Title>
        <Meta>
          <span>{post.theme.name}</span>
          <time dateTime={post.publishUtcDateTime}>{formatDate(post.publishUtcDateTime)}</time>
          <ShareButton path={paths.newsPost(post.slug)} title={post.title} />
        </Meta>
        <CoverFrame>
          <CoverImage cover={post.cover} sizes="(max-width: 1199px) 100vw, 880px" eager />
        </CoverFrame>
        <Content dangerouslySetInnerHTML={{ __html: post.content }} />
        <ArticleStructuredData post={post} />
        {post.author ? (
          <Author>
            {post.author.avatar ? <img src={post.author.avatar} alt="" width={48} height={48} /> : null}
            <span>
              Автор:{' '}
              <strong>
                {post.author.personSlug ? <Link to={paths.person(post.author.personSlug)}>{post.author.name}</Link> : post.author.name}
              </strong>
            </span>
          </Author>
        ) : null}
      </Article>
      {similar.items.length > 0 ? (
        <Similar aria-labelledby="similar-news">
          <h2 id="similar-news">Похожие новости</h2>
          <CardGrid data-cards="covers">
            {similar.items.map((item) => (
              <NewsCard key={item.slug} post={item} />
            ))}
          </CardGrid>
        </Similar>
      ) : null}
    </Container>
  );
}
