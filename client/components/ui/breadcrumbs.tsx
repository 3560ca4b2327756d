// The trail from the home page to this one (a <nav> with an ordered list, the current page marked with
// aria-current). On phones the current page is the heading right below it, so it is hidden there, and a
// trail of «Главная» alone (a top-level page) repeats the logo and is hidden whole.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { colors, media } from './theme.ts';

export interface Crumb {
  to: string;
  label: string;
}

const Nav = styled.nav`
  font-size: 14px;

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
    color: ${colors.inkSoft};
  }
  li + li::before {
    content: '/';
    margin-right: 8px;
  }
  /* A long title is already the heading below: one line of it is enough here. */
  li[aria-current] {
    max-width: min(480px, 60vw);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: ${colors.inkSoft};
    /* A taller target for a finger (24 px) without moving the line: padding on an inline link. */
    padding-block: 4px;
  }
  a:hover {
    color: ${colors.purple};
  }

  &[data-tone='dark'] ol,
  &[data-tone='dark'] a {
    color: #c9d6ea;
  }
  &[data-tone='dark'] a:hover {
    color: ${colors.white};
  }

  ${media.narrow} {
    li[aria-current] {
      display: none;
    }
    &[data-top-level] {
      display: none;
    }
  }
`;

export interface BreadcrumbsProps {
  /** The pages between «Главная» and this one. */
  trail?: Crumb[];
  /** This page's name; left out when the heading right below says it. */
  current?: string;
  /** `dark`: on a dark hero. */
  tone?: 'light' | 'dark';
  className?: string;
}

export function Breadcrumbs({ trail = [], current, tone = 'light', className }: BreadcrumbsProps) {
  return (
    <Nav aria-label="Навигационная цепочка" className={className} data-tone={tone} data-top-level={trail.length === 0 ? '' : undefined}>
      <ol>
        <li>
          <Link to="/">Главная</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        {current ? <li aria-current="page">{current}</li> : null}
      </ol>
    </Nav>
  );
}
