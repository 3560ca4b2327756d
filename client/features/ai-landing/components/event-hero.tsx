// The top of an event page: the way back to the campaign, the event's number in it, its one <h1>, the
// lead, the way to the form (and to the recording, when there is one), and the key facts.
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { buttonBase, buttonSizes, buttonThemes } from '#client/components/ui/button-styles.ts';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { CAMPAIGN_NAME, sectionOf } from '../content/campaign.ts';
import type { AiEventPageContent } from '../content/types.ts';
import { heroBackground } from './backdrop.ts';
import { Facts } from './blocks.tsx';
import { VideoTeaser } from './video-teaser.tsx';

export const FORM_ANCHOR = 'zayavka';

const Band = styled.div`
  position: relative;
  overflow: hidden;
  padding: 56px 0 72px;
  background: ${heroBackground};
  color: ${colors.white};

  ${media.mobile} {
    padding: 32px 0 48px;
  }
`;

const Number = styled.span`
  position: absolute;
  right: -0.04em;
  top: 0.05em;
  font-size: min(38vw, 520px);
  font-weight: 900;
  line-height: 0.8;
  letter-spacing: -0.06em;
  color: transparent;
  -webkit-text-stroke: 2px rgba(255, 255, 255, 0.09);
  pointer-events: none;
  user-select: none;
`;

const Crumbs = styled.nav`
  position: relative;
  margin-bottom: 40px;
  font-size: 14px;

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: 8px;
    opacity: 0.5;
  }
  a {
    color: #c9cde6;
  }
  ${media.mobile} {
    margin-bottom: 28px;
  }
`;

const Kicker = styled.p`
  position: relative;
  display: inline-block;
  margin: 0 0 24px;
  padding: 8px 16px;
  border-radius: 999px;
  border: 1px solid rgba(255, 255, 255, 0.28);
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  position: relative;
  max-width: 980px;
  margin: 0 0 24px;
  font-size: 72px;
  font-weight: 900;
  line-height: 1;
  letter-spacing: -0.03em;

  ${media.mobile} {
    font-size: 48px;
  }
  ${media.narrow} {
    font-size: 36px;
  }
`;

const Lead = styled.p`
  position: relative;
  max-width: 760px;
  margin: 0 0 40px;
  font-size: 21px;
  line-height: 1.5;
  color: #dfe2f5;

  ${media.narrow} {
    font-size: 17px;
    margin-bottom: 32px;
  }
`;

const Actions = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  margin-bottom: 56px;

  ${media.narrow} {
    margin-bottom: 40px;
  }
`;

export function EventHero({ content }: { content: AiEventPageContent }) {
  return (
    <Band>
      <Number aria-hidden="true">{String(content.index).padStart(2, '0')}</Number>
      <Container>
        <Crumbs aria-label="Вы здесь">
          <ol>
            <li>
              <Link to={paths.aiPage('main')}>«{CAMPAIGN_NAME}»</Link>
            </li>
            <li aria-current="page">{sectionOf(content.page).title}</li>
          </ol>
        </Crumbs>
        <Kicker>{content.hero.kicker}</Kicker>
        <Title>{content.hero.title}</Title>
        <Lead>{content.hero.lead}</Lead>
        <Actions>
          <Link to={`#${FORM_ANCHOR}`} className={cx(buttonBase, buttonSizes.md, buttonThemes.basicWhite)}>
            {content.hero.cta}
          </Link>
          {content.video ? <VideoTeaser video={content.video} label="Смотреть запись" /> : null}
        </Actions>
        <Facts facts={content.facts} />
      </Container>
    </Band>
  );
}
