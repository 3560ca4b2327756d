// A responsive cover of a news post or an event: the API gives three widths, the browser picks one by
// `sizes`. Decorative (alt=""): the title beside it says what it shows.
import { styled } from '@linaria/react';
import type { Cover } from '#shared/schemas/news.ts';
import { colors } from './theme.ts';

const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${colors.surface};
`;

export function CoverImage({ cover, sizes, eager = false }: { cover: Cover; sizes: string; eager?: boolean }) {
  return (
    <Image
      src={cover.medium}
      srcSet={`${cover.small} 480w, ${cover.medium} 960w, ${cover.large} 1600w`}
      sizes={sizes}
      width={960}
      height={540}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
