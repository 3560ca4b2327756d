// The landing's own top bar (spec §2 "Layouts"): the campaign's mark, its five sections in the spec's
// order and the way back to the fund; a toggle opens the menu up to 1199 px, and the menu closes on any
// route change and on Escape. Over the main page's hero it is transparent until the visitor scrolls or
// opens the menu, and white everywhere else. The bar is fixed and always the same height, so changing
// its tone moves nothing; the server renders the tone of the unscrolled page, and until the app runs (or
// without JS) a scroll-driven animation turns it white as the page scrolls.
import { styled } from '@linaria/react';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { Container } from '#client/components/ui/container.tsx';
import { NEEDS_SCRIPT } from '#client/components/ui/needs-script.ts';
import { FOOTER_ID } from '#client/app/landmarks.ts';
import { colors, layout, media } from '#client/components/ui/theme.ts';
import { AI_SECTIONS, CAMPAIGN_NAME } from '../content/campaign.ts';
import { useMenuToggle } from '#client/lib/route-scoped-state.ts';
import { isAiMainPage } from '../landing-of.ts';

const SCROLLED_AFTER_PX = 8;

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 20;
  height: ${layout.topBarDesktop};

  /* The open menu covers the cookie notice and the contact-us widget (client/components/layout/navbar.tsx). */
  &[data-menu-open] {
    z-index: 50;
  }
  background-color: ${colors.white};
  color: ${colors.ink};
  box-shadow: 0 1px 0 ${colors.line};
  transition:
    background-color 0.2s,
    color 0.2s,
    box-shadow 0.2s;

  &[data-tone='clear'] {
    background-color: transparent;
    color: ${colors.white};
    box-shadow: 0 1px 0 rgba(255, 255, 255, 0);
  }

  ${media.mobile} {
    height: ${layout.topBarMobile};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  /* Without scripts the notice (components/layout/noscript-notice.tsx) lies under the bar, not the dark
     hero: the bar is solid, or its white text would vanish on the white page. */
  @media (scripting: none) {
    &[data-tone='clear'] {
      background-color: ${colors.white};
      color: ${colors.ink};
      box-shadow: 0 1px 0 ${colors.line};
    }
  }
  /* Until the app runs (or without JS), the scroll itself turns the clear bar white. */
  @supports (animation-timeline: scroll()) {
    html:not([data-hydrated]) &[data-tone='clear'] {
      animation: ai-bar-solid linear both;
      animation-timeline: scroll(root);
      animation-range: 0 ${SCROLLED_AFTER_PX * 4}px;
    }
  }
  @keyframes ai-bar-solid {
    to {
      background-color: ${colors.white};
      color: ${colors.ink};
      box-shadow: 0 1px 0 ${colors.line};
    }
  }
`;

const Row = styled.div`
  height: ${layout.topBarDesktop};
  display: flex;
  align-items: center;
  gap: 24px;

  ${media.mobile} {
    height: ${layout.topBarMobile};
    gap: 16px;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  font-size: 17px;
  line-height: 1.1;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  /* Two lines, «Карелия» / «против ИИ», beside the toggle down to 320 px, «Закрыть» as well as «Меню»
     (QA: «ИИ» went to a third line when the menu opened). */
  white-space: nowrap;

  @media (max-width: 359px) {
    gap: 10px;
    font-size: 15px;
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: linear-gradient(135deg, ${colors.pink}, ${colors.purple});
  color: ${colors.white};
  font-size: 16px;
  letter-spacing: 0;
`;

const Menu = styled.nav`
  display: flex;
  align-items: center;
  gap: 28px;
  margin-left: auto;

  ol {
    display: flex;
    gap: 24px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
  }
  ol a {
    position: relative;
    font-size: 15px;
    padding: 6px 0;
  }
  ol a::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 2px;
    background: ${colors.pink};
    transform: scaleX(0);
    transition: transform 0.2s;
  }
  ol a:hover::after,
  ol a[aria-current]::after {
    transform: scaleX(1);
  }

  ${media.mobile} {
    display: none;

    &[data-open] {
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: 32px;
      position: fixed;
      inset: ${layout.topBarMobile} 0 0 0;
      padding: 24px 20px 40px;
      overflow-y: auto;
      background: ${colors.white};
      color: ${colors.ink};
    }
    ol {
      flex-direction: column;
      gap: 0;
    }
    ol a {
      display: flex;
      gap: 16px;
      padding: 18px 0;
      border-bottom: 1px solid ${colors.line};
      font-size: 20px;
    }
  }
`;

const Index = styled.span`
  display: none;
  color: ${colors.purple};
  font-variant-numeric: tabular-nums;

  ${media.mobile} {
    display: inline;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border: 2px solid currentColor;
  border-radius: 12px;
  font-size: 14px;
  transition: border-color 0.2s;

  /* The campaign's pink, as the section links' underline (QA: it alone did not answer the pointer). */
  &:hover {
    border-color: ${colors.pink};
  }

  ${media.mobile} {
    align-self: flex-start;
  }
`;

const Toggle = styled.button`
  display: none;
  margin-left: auto;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 4px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;

  ${media.mobile} {
    display: inline-flex;
  }
`;

const Burger = styled.span`
  position: relative;
  width: 22px;
  height: 2px;
  background: currentColor;

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 22px;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s;
  }
  &::before {
    top: -7px;
  }
  &::after {
    top: 7px;
  }
  &[data-open] {
    background: transparent;
  }
  &[data-open]::before {
    transform: translateY(7px) rotate(45deg);
  }
  &[data-open]::after {
    transform: translateY(-7px) rotate(-45deg);
  }
`;

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled; on the server, and while hydrating, the top of the page. */
function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > SCROLLED_AFTER_PX,
    () => false,
  );
}

export function AiNavbar() {
  const location = useLocation();
  const { isOpened, toggle, toggleRef } = useMenuToggle();
  const scrolled = useScrolled();
  const clear = isAiMainPage(location.pathname) && !scrolled && !isOpened;

  return (
    <Bar data-tone={clear ? 'clear' : 'solid'} data-menu-open={isOpened ? '' : undefined} data-testid="ai-navbar">
      <Container>
        <Row>
          <Brand to={paths.aiPage('main')} aria-label={`«${CAMPAIGN_NAME}» — главная кампании`}>
            <Mark aria-hidden="true">ИИ</Mark>
            <span aria-hidden="true">
              Карелия
              <br />
              против ИИ
            </span>
          </Brand>
          <Toggle {...NEEDS_SCRIPT} ref={toggleRef} type="button" aria-expanded={isOpened} aria-controls="ai-menu" onClick={toggle}>
            <Burger aria-hidden="true" data-open={isOpened ? '' : undefined} />
            {isOpened ? 'Закрыть' : 'Меню'}
          </Toggle>
          {/* Without scripts the toggle is hidden (ui/needs-script.ts): on a phone «Меню» leads to the footer's list of events. */}
          <noscript>
            <Toggle as="a" href={`#${FOOTER_ID}`}>
              <Burger aria-hidden="true" />
              Меню
            </Toggle>
          </noscript>
          <Menu id="ai-menu" aria-label="События кампании" data-open={isOpened ? '' : undefined}>
            <ol>
              {AI_SECTIONS.map((section) => (
                <li key={section.page}>
                  <NavLink to={paths.aiPage(section.page)}>
                    <Index aria-hidden="true">{String(section.index).padStart(2, '0')}</Index>
                    {section.navLabel}
                  </NavLink>
                </li>
              ))}
            </ol>
            <Back to={paths.home()}>
              <span aria-hidden="true">←</span> Сайт фонда
            </Back>
          </Menu>
        </Row>
      </Container>
    </Bar>
  );
}
