// A responsive cover of a news post or an event: the API gives three widths, the browser picks one by
// `sizes`. Decorative (alt=""): the title beside it says what it shows. A cover the editors left empty
// is a quiet tinted panel of the same shape, not the browser's broken-image mark (QA), and a width
// missing from the three is left out of `srcset` (an empty address there was a request for the page).
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

const NoImage = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${colors.purpleLight} 0%, ${colors.surface} 100%);
`;

export function CoverImage({ cover, sizes, eager = false }: { cover: Cover; sizes: string; eager?: boolean }) {
  const src = cover.medium || cover.large || cover.small;
  if (!src) return <NoImage aria-hidden="true" />;
  const widths: Array<[string, number]> = [
    [cover.small, 480],
    [cover.medium, 960],
    [cover.large, 1600],
  ];
  return (
    <Image
      src={src}
      srcSet={widths
        .filter(([url]) => url)
        .map(([url, width]) => `${url} ${width}w`)
        .join()}
      sizes={sizes}
      width={960}
      height={540}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
