// Useful links of the Programs page: public services for entrepreneurs on other sites. They open in a
// new tab with rel="noopener noreferrer", so the other site gets no handle on ours and no referrer.
import { styled } from '@linaria/react';
import type { Link } from '#shared/schemas/link.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    /* Two to a row: an odd last link takes the whole row (QA at 768 and 1024 px: one alone beside a gap). */
    & > li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.a`
  position: relative;
  display: flex;
  justify-content: space-between;
  gap: 16px;
  height: 100%;
  padding: 20px 24px;
  border-radius: 16px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  color: ${colors.ink};
  text-decoration: none;
  transition:
    border-color 0.2s,
    box-shadow 0.2s;

  &:hover {
    border-color: ${colors.purple};
    box-shadow: 0 8px 24px rgba(22, 20, 43, 0.08);
  }
`;

/* A link's long title wraps and leaves the arrow in the card (QA at 390 px). */
const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: 600;
  }
  span {
    color: ${colors.inkSoft};
    font-size: 14px;
  }
`;

const Arrow = styled.span`
  flex: none;
  color: ${colors.purple};
  font-size: 20px;
  line-height: 1.2;
`;

/**
 * The site's name as people read it: `https://www.nalog.gov.ru/rn10/` → `nalog.gov.ru`. Read from the
 * text as the editor typed it, not through URL, which would turn «мсп.рф» into punycode.
 */
export function hostOf(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/(?:www\.)?([^/:?#]+)/i.exec(url.trim())?.[1] ?? url;
}

export function UsefulLinks({ links }: { links: Link[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.id}>
          <Item href={link.url} target="_blank" rel="noopener noreferrer">
            <Text>
              <strong>{link.title}</strong>
              <span>{hostOf(link.url)}</span>
            </Text>
            <Arrow aria-hidden="true">↗</Arrow>
            <span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
          </Item>
        </li>
      ))}
    </List>
  );
}
