// The main footer: the fund's address and contacts, the site's sections (reachable without the phone
// menu's script, and by crawlers from every page), links to the terms and the personal-data policy.
import { styled } from '@linaria/react';
import { Link, EmailLink } from '#client/components/ui/link.tsx';
import { siteInfo } from '#shared/site-info.ts';
import { Container } from '../ui/container.tsx';
import { colors, media } from '../ui/theme.ts';
import { paths } from '#client/app/paths.ts';
import { COOKIE_NOTICE_ROOM, FOOTER_ID } from '#client/app/landmarks.ts';
import { SITE_SECTIONS } from './site-sections.ts';

const Bar = styled.footer`
  /* The page shell keeps the room above it (the contact-us widget stops there, page-shell.tsx); room at
     the bottom for the contact-us widget and, while it is up, the cookie notice, fixed in the corner. */
  padding: 48px 0 max(80px, calc(var(${COOKIE_NOTICE_ROOM}, 0px) + 16px));
  background: ${colors.ink};
  color: #d9d7e8;

  a {
    color: ${colors.white};
    /* An inline link's padding widens what a finger can hit without moving a line: 24 px and more, the
       lists' gap shared between neighbours (QA on a phone: 16–17 px tall links). */
    padding-block: 4px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: 32px 48px;

  /* Up to 1199 px: the fund and its sections side by side, the contacts below (QA at 1024 px: one narrow
     column left most of the band empty); one column on a phone. */
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
  }
`;

const Name = styled.p`
  margin: 0 0 8px;
  font-weight: 700;
  color: ${colors.white};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  align-content: start;
  gap: 8px;
`;

const Documents = styled(List)`
  margin-top: 20px;
`;

const Sections = styled(List)`
  grid-template-columns: repeat(2, max-content);
  gap: 8px 28px;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The top bar's sections, then the ways to the contests and the forms. */
const SECTIONS = [
  ...SITE_SECTIONS,
  { to: `${paths.programs()}#contests`, label: 'Конкурсы' },
  { to: paths.projectApplication(), label: 'Заявка на\u00a0инвестиции' },
  { to: paths.consultation(), label: 'Консультация для\u00a0инвесторов' },
];
export function Footer() {
  return (
    <Bar id={FOOTER_ID}>
      <Container>
        <Columns>
          <div>
            <Name>{siteInfo.name}</Name>
            <address>{siteInfo.address}</address>
            {/* Left, under the address: the cookie notice, fixed in the corner until dismissed, covers the right of the footer. */}
            <Documents>
              <li>
                <Link to={paths.termsOfUse()}>Пользовательское соглашение</Link>
              </li>
              <li>
                <Link to={paths.personalData()}>Согласие на&nbsp;обработку персональных данных</Link>
              </li>
            </Documents>
          </div>
          <nav aria-label="Разделы сайта">
            <Sections>
              {SECTIONS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
              <li>
                {/* A document of its own (the landing has its own chrome and CSP), not a client route. */}
                <a href={paths.aiLanding()}>«Карелия против ИИ»</a>
              </li>
            </Sections>
          </nav>
          <List>
            <li>
              <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`}>{siteInfo.phone}</a>
            </li>
            <li>
              <EmailLink email={siteInfo.email} />
            </li>
          </List>
        </Columns>
      </Container>
    </Bar>
  );
}
