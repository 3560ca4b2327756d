// A news post in a list: cover, theme, date, title, short description; the whole card is one link.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { formatDate } from '#shared/format-date.ts';
import type { NewsPostListItem } from '#shared/schemas/news.ts';
import { colors } from '#client/components/ui/theme.ts';
import { CoverImage } from '#client/components/ui/cover-image.tsx';
import { paths } from '#client/app/paths.ts';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: 20px;
  overflow: hidden;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  transition: box-shadow 0.2s;

  &:hover {
    box-shadow: 0 12px 32px rgba(22, 20, 43, 0.1);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px 24px 24px;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  gap: 12px;
  font-size: 14px;
  color: ${colors.inkSoft};
`;

const Theme = styled.span`
  color: ${colors.purple};
  font-weight: 600;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 20px;

  a {
    color: ${colors.ink};
    text-decoration: none;
  }
  /* The link covers the card, so the whole card is clickable with one tab stop. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/* Four lines at most, as an event card's three: a long summary made a card twice as tall as its row's
   others (QA: 560 characters). The article has it whole. */
const Summary = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  line-clamp: 4;
  overflow: hidden;
`;

export function NewsCard({
  post,
  headingLevel = 3,
  eagerCover = false,
}: {
  post: NewsPostListItem;
  headingLevel?: 2 | 3;
  /** Covers in the first screen load at once; the rest when scrolled near. */
  eagerCover?: boolean;
}) {
  return (
    <Card>
      <CoverImage cover={post.cover} sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 430px" eager={eagerCover} />
      <Body>
        <Meta>
          <Theme>{post.theme.name}</Theme>
          <time dateTime={post.publishUtcDateTime}>{formatDate(post.publishUtcDateTime)}</time>
        </Meta>
        <Title as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={paths.newsPost(post.slug)}>{post.title}</Link>
        </Title>
        <Summary>{post.shortDescription}</Summary>
      </Body>
    </Card>
  );
}
