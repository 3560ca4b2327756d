// The main top bar: logo, section links, the application button; a toggle opens the menu on mobile.
// The menu closes on every route change (spec §2).
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from '#client/components/ui/link.tsx';
import { siteInfo } from '#shared/site-info.ts';
import { paths } from '#client/app/paths.ts';
import { useMenuToggle } from '#client/lib/route-scoped-state.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Container } from '../ui/container.tsx';
import { colors, layout, media } from '../ui/theme.ts';
import { NEEDS_SCRIPT } from '../ui/needs-script.ts';
import { SITE_SECTIONS } from './site-sections.ts';
import { FOOTER_ID } from '#client/app/landmarks.ts';

// Fixed, not sticky, with the page's content starting below it (PageShell's Main): a focused control of a
// sticky bar sits in the page's scroll-padding, and Chrome, unable to scroll it out from under itself,
// scrolled the page by half a screen whenever one took focus (QA, 26.11.2026). The AI landing's bar is
// fixed too.
const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  /* Above the contact-us widget (30), which rises with the page's end and passes under the bar (QA: at
     the end of a page on a phone it sat over «Меню»); below the cookie notice (40). */
  z-index: 35;
  background: ${colors.white};
  border-bottom: 1px solid ${colors.line};

  /* The open menu is what the visitor asked for: above the cookie notice (40) and the contact-us widget
     (30), which on a short phone covered its last buttons. */
  &[data-menu-open] {
    z-index: 50;
  }
`;

/* The row and the bar's 1 px border make the bar's height (96 / 76 px, DESIGN §6; QA found 97 / 77). */
const Row = styled.div`
  height: calc(${layout.topBarDesktop} - 1px);
  display: flex;
  align-items: center;
  gap: 32px;

  ${media.mobile} {
    height: calc(${layout.topBarMobile} - 1px);
  }
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 18px;
  line-height: 1.15;
  color: ${colors.ink};
  text-decoration: none;
  max-width: 220px;
`;

const menu = css`
  display: flex;
  align-items: center;
  gap: 28px;
  margin-left: auto;
  white-space: nowrap;

  /* The narrowest desktops (1200 px and a little more) have 868 px for the menu: with the wide gaps
     «О фонде» and both buttons broke onto two lines. */
  @media (max-width: 1319px) {
    gap: 20px;
  }

  ${media.mobile} {
    display: none;
  }
`;

const navLink = css`
  color: ${colors.ink};
  text-decoration: none;
  font-weight: 500;

  &:hover,
  &[aria-current] {
    color: ${colors.purple};
  }
`;

const menuOpen = css`
  ${media.mobile} {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    position: fixed;
    inset: ${layout.topBarMobile} 0 0 0;
    padding: 32px 20px;
    overflow-y: auto;
    background: ${colors.white};
    gap: 24px;

    /* The sections as the open menu's headings, not the bar's small links (QA at 1024 px: small links in
       a corner of an empty sheet), as the landing's menu has them. */
    .${navLink} {
      font-size: 22px;
      font-weight: 600;
    }
    /* The two buttons one width, a thumb's height (QA at 390 px: two sizes stacked, one under the other). */
    & > :not(.${navLink}) {
      align-self: stretch;
      max-width: 360px;
      min-height: 48px;
      font-size: 16px;
    }
  }
`;

const Toggle = styled.button`
  display: none;
  align-items: center;
  gap: 10px;
  margin-left: auto;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${colors.ink};
  padding: 8px;
  text-decoration: none;
  cursor: pointer;

  /* Three lines before «Меню», a cross before «Закрыть», as on the AI landing's bar (QA: this one was a
     bare word). Drawn in CSS: no markup or script for it on every page. */
  &::before {
    content: '';
    width: 22px;
    height: 16px;
    background:
      linear-gradient(currentColor 0 0) top / 100% 2px no-repeat,
      linear-gradient(currentColor 0 0) center / 100% 2px no-repeat,
      linear-gradient(currentColor 0 0) bottom / 100% 2px no-repeat;
  }
  &[aria-expanded='true']::before {
    background:
      linear-gradient(45deg, transparent calc(50% - 1.5px), currentColor 0 calc(50% + 1.5px), transparent 0),
      linear-gradient(-45deg, transparent calc(50% - 1.5px), currentColor 0 calc(50% + 1.5px), transparent 0);
  }

  ${media.mobile} {
    display: inline-flex;
  }
`;

/** `cabinetButton`: the app puts the sign-in-aware cabinet button here (the kit knows no features). */
export function Navbar({ cabinetButton }: { cabinetButton?: ReactNode }) {
  const { isOpened, toggle, toggleRef } = useMenuToggle();

  return (
    <Bar data-menu-open={isOpened ? '' : undefined}>
      <Container>
        <Row>
          <Logo to={paths.home()} aria-label={`${siteInfo.name} — на\u00a0главную`}>
            {siteInfo.shortName}
          </Logo>
          <Toggle {...NEEDS_SCRIPT} ref={toggleRef} type="button" aria-expanded={isOpened} aria-controls="main-menu" onClick={toggle}>
            {isOpened ? 'Закрыть' : 'Меню'}
          </Toggle>
          {/* Without scripts the toggle is hidden (ui/needs-script.ts): on a phone «Меню» leads to the footer's sections. */}
          <noscript>
            <Toggle as="a" href={`#${FOOTER_ID}`}>
              Меню
            </Toggle>
          </noscript>
          <nav id="main-menu" aria-label="Основное меню" className={cx(menu, isOpened && menuOpen)}>
            {SITE_SECTIONS.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLink}>
                {link.label}
              </NavLink>
            ))}
            <ButtonLink to={paths.projectApplication()} size="sm">
              Подать заявку
            </ButtonLink>
            {cabinetButton}
          </nav>
        </Row>
      </Container>
    </Bar>
  );
}
