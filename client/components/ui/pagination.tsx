// Page links for a paged list: previous, numbers around the current page, next. Plain links, so
// crawlers follow them and the pages are cacheable one by one. On a phone: previous, «12 из 26», next,
// in one row (QA at 390 px: three rows of buttons, the «…» among them looking like one).
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { colors, media } from './theme.ts';

const Nav = styled.nav`
  margin-top: 48px;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* A gap in the numbers is not a button. */
  li[data-gap] {
    min-width: 24px;
    padding: 0;
    border: 0;
  }
  span[data-of-total] {
    display: none;
  }

  ${media.narrow} {
    ul {
      flex-wrap: nowrap;
      justify-content: space-between;
    }
    li[data-gap],
    li[data-page]:not([data-current]) {
      display: none;
    }
    span[data-of-total] {
      display: inline;
      white-space: pre;
    }
    /* «2 из 3» between the two buttons says where the visitor is: text, not a third button to press (QA). */
    li[data-current] a {
      background: none;
      border-color: transparent;
      color: ${colors.inkSoft};
    }
  }
`;

const item = css`
  display: inline-flex;
  min-width: 44px;
  height: 44px;
  padding: 0 12px;
  align-items: center;
  justify-content: center;
  border-radius: 12px;
  border: 1px solid ${colors.line};
  color: ${colors.ink};
  text-decoration: none;
`;

const current = css`
  background: ${colors.purple};
  border-color: ${colors.purple};
  color: ${colors.white};
`;

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(currentPage: number, totalPages: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let page = 1; page <= totalPages; page += 1) {
    const nearCurrent = Math.abs(page - currentPage) <= 2;
    if (page === 1 || page === totalPages || nearCurrent) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
}: {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Страницы">
      <ul>
        {currentPage > 1 ? (
          <li>
            <Link className={item} to={hrefFor(currentPage - 1)} rel="prev">
              ← Назад
            </Link>
          </li>
        ) : null}
        {visiblePages(currentPage, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={item} data-gap="">
              …
            </li>
          ) : (
            <li key={page} data-page="" data-current={page === currentPage ? '' : undefined}>
              <Link
                className={cx(item, page === currentPage && current)}
                to={hrefFor(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={`Страница ${page}`}
              >
                {page}
                {page === currentPage ? <span data-of-total=""> из&nbsp;{totalPages}</span> : null}
              </Link>
            </li>
          ),
        )}
        {currentPage < totalPages ? (
          <li>
            <Link className={item} to={hrefFor(currentPage + 1)} rel="next">
              Вперёд →
            </Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
