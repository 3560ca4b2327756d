// The landing's footer (spec §2 "Footer"): the fund's address and contacts, the campaign's rules
// documents, its social links (VK and Telegram, WhatsApp when configured), the terms and the
// personal-data policy, and the contact button (the app puts the contact-us form's button here).
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link, EmailLink } from '#client/components/ui/link.tsx';
import { siteInfo } from '#shared/site-info.ts';
import { paths } from '#client/app/paths.ts';
import { COOKIE_NOTICE_ROOM, FOOTER_ID } from '#client/app/landmarks.ts';
import { Container } from '#client/components/ui/container.tsx';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { AI_DOCUMENTS, AI_SECTIONS, CAMPAIGN_NAME, documentUrl } from '../content/campaign.ts';

const Bar = styled.footer`
  /* Room at the bottom for the cookie notice while it is up (app/landmarks.ts). */
  padding: 72px 0 max(40px, calc(var(${COOKIE_NOTICE_ROOM}, 0px) + 16px));
  background: ${colors.navy};
  color: #c9cde6;

  a {
    color: ${colors.white};
    text-decoration: none;
    /* A taller target for a finger without moving a line (padding on an inline link), as the main footer's. */
    padding-block: 4px;
  }
  a:hover {
    text-decoration: underline;
  }
  ${media.mobile} {
    /* The cookie notice's room here too (QA at 390 px: the last links were focused under the notice). */
    padding: 48px 0 max(32px, calc(var(${COOKIE_NOTICE_ROOM}, 0px) + 16px));
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1fr;
  gap: 48px;
  padding-bottom: 48px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.14);

  /* The campaign across, its two lists side by side under it (QA at 1024 px: one column left two
     thirds of the width empty); one column on a phone. */
  ${media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: 36px;

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${media.narrow} {
    grid-template-columns: 1fr;
  }
`;

const Lead = styled.p`
  margin: 0 0 12px;
  font-size: 28px;
  font-weight: 800;
  line-height: 1.15;
  color: ${colors.white};
`;

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #9aa1c9;
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Socials = styled.ul`
  display: flex;
  gap: 12px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 14px;
    background: rgba(255, 255, 255, 0.1);
    transition: background-color 0.15s;
  }
  a:hover {
    background: ${colors.purple};
  }
`;

const Contact = styled.div`
  margin-top: 28px;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 16px 32px;
  padding-top: 28px;
  font-size: 14px;

  address {
    font-style: normal;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const icons = {
  vk: 'M4 7h3.2c.2 3 1.6 5 2.8 5.3V7h3v2.9c1.2-.1 2.4-1.5 2.9-2.9H19c-.5 2-2 3.6-3.1 4.2 1.1.5 2.8 1.9 3.5 4.8h-3.3c-.6-1.8-1.9-3-3.1-3.1V16h-.4C7.2 16 4.3 12.9 4 7Z',
  telegram:
    'M20.5 4.5 3.6 11c-1 .4-1 1.2 0 1.5l4.3 1.3 1.6 5c.2.6.6.7 1.1.3l2.4-2 4.6 3.4c.8.5 1.4.2 1.6-.8l2.9-13.9c.3-1.2-.5-1.8-1.6-1.3Zm-3.3 3.9-7 6.4-.3 3-1.2-3.9 8.2-5.6c.4-.2.6 0 .3.1Z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 16.4c-1.4 0-2.8-.4-4-1.1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1 1 12 19.4Zm4.1-5.5c-.2-.1-1.3-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2c0 1.3.9 2.5 1.1 2.7.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.3-.6 1.5-1.1.2-.6.2-1 .1-1.1l-.3-.4Z',
} as const;

function SocialIcon({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

export function AiFooter({ contactButton }: { contactButton?: ReactNode }) {
  const { aiSocial } = useSiteConfig();
  // Two networks, as the spec's newer footer; WhatsApp too where the fund configures it.
  const socials = [
    { href: aiSocial.vk, label: 'ВКонтакте', icon: icons.vk },
    { href: aiSocial.telegram, label: 'Telegram', icon: icons.telegram },
    ...(aiSocial.whatsapp ? [{ href: aiSocial.whatsapp, label: 'WhatsApp', icon: icons.whatsapp }] : []),
  ];
  return (
    <Bar id={FOOTER_ID}>
      <Container>
        <Top>
          <div>
            <Lead>«{CAMPAIGN_NAME}»</Lead>
            <p>
              Кампания Венчурного фонда Республики Карелия: пять событий о{'\u00a0'}жизни и{'\u00a0'}работе рядом с{'\u00a0'}искусственным
              интеллектом.
            </p>
            <Socials aria-label="Кампания в&nbsp;соцсетях">
              {socials.map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} (откроется в\u00a0новой вкладке)`}
                  >
                    <SocialIcon path={social.icon} />
                  </a>
                </li>
              ))}
            </Socials>
            {contactButton ? <Contact>{contactButton}</Contact> : null}
          </div>
          <nav aria-labelledby="ai-footer-events">
            <Heading id="ai-footer-events">События</Heading>
            <List>
              {AI_SECTIONS.map((section) => (
                <li key={section.page}>
                  <Link to={paths.aiPage(section.page)}>{section.title}</Link>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <Heading id="ai-footer-documents">Положения и&nbsp;правила</Heading>
            <List aria-labelledby="ai-footer-documents">
              {Object.values(AI_DOCUMENTS).map((document) => (
                <li key={document.fileName}>
                  <a href={documentUrl(document)} target="_blank" rel="noopener">
                    {document.title}
                    {'\u00a0'}
                    <span aria-hidden="true">↗</span>
                    {/* As the same documents in the pages say it (QA: a new tab and a PDF, unannounced). */}
                    <span className={visuallyHidden}> (PDF, откроется в&nbsp;новой вкладке)</span>
                  </a>
                </li>
              ))}
            </List>
          </div>
        </Top>
        <Bottom>
          <div>
            <address>{siteInfo.address}</address>
            <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`}>{siteInfo.phone}</a>
            {' · '}
            <EmailLink email={siteInfo.email} />
          </div>
          <ul>
            {/* Beside the fund's contacts, not among the campaign's events (QA). */}
            <li>
              <Link to={paths.home()}>Сайт фонда</Link>
            </li>
            <li>
              <Link to={paths.termsOfUse()}>Пользовательское соглашение</Link>
            </li>
            <li>
              <Link to={paths.personalData()}>Согласие на&nbsp;обработку персональных данных</Link>
            </li>
          </ul>
        </Bottom>
      </Container>
    </Bar>
  );
}
