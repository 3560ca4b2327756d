// The top of the campaign's main page: a full dark blue screen under the transparent navbar, the
// campaign's name as its one <h1>, the lead, the way to the events and to the promo video, and the
// campaign in four figures.
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import { buttonBase, buttonSizes, buttonThemes } from '#client/components/ui/button-styles.ts';
import { Link } from '#client/components/ui/link.tsx';
import { Container } from '#client/components/ui/container.tsx';
import { colors, layout, media } from '#client/components/ui/theme.ts';
import type { AiMainContent } from '../content/main.ts';
import { heroBackground } from './backdrop.ts';
import { VideoTeaser } from './video-teaser.tsx';

const Band = styled.div`
  position: relative;
  overflow: hidden;
  min-height: min(100vh, 920px);
  display: flex;
  flex-direction: column;
  justify-content: flex-end;

  /* The column keeps its full width at the bottom of the flex box. */
  & > div {
    width: 100%;
  }
  padding: calc(${layout.topBarDesktop} + 64px) 0 56px;
  background: ${heroBackground};
  color: ${colors.white};

  ${media.mobile} {
    min-height: 0;
    padding: calc(${layout.topBarMobile} + 40px) 0 40px;
  }
`;

const Orbit = styled.svg`
  position: absolute;
  top: 50%;
  right: -8%;
  width: min(62vw, 860px);
  height: auto;
  transform: translateY(-55%);
  opacity: 0.8;
  pointer-events: none;

  /* Below 1200 px the text takes the hero's whole width: the rings are a faint texture behind it, their
     centre off to the right (QA at 768–1199 px: brighter, they ran through the lead, «Смотреть ролик» and
     the figures). */
  ${media.mobile} {
    top: -6%;
    right: -42%;
    width: 110vw;
    transform: none;
    opacity: 0.2;

    /* Behind the text here, the small dots read as stray marks in the title (QA: one between «ПРОТИВ» and
       «ИИ») and the filled planet as a blot behind «Смотреть ролик» (QA at 1024 px): only the rings stay. */
    [data-satellites],
    [data-planet] {
      display: none;
    }
  }
`;

const Kicker = styled.p`
  position: relative;
  margin: 0 0 28px;
  font-size: 15px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #c9cde6;
`;

const Title = styled.h1`
  position: relative;
  margin: 0 0 32px;
  /* At least 56 px, or 14vw on a phone narrower than 400 px, so «ПРОТИВ ИИ» stays one line (QA at 320 px:
     «ИИ» went to a line of its own). */
  font-size: clamp(min(56px, 14vw), 11vw, 168px);
  /* Beside the rings (1200 px and wider), smaller until 1440 px, so «ИИ» keeps clear of them (QA at
     1200 px: it touched the ring). */
  @media (min-width: 1200px) and (max-width: 1439px) {
    font-size: 9.5vw;
  }
  font-weight: 900;
  line-height: 0.88;
  letter-spacing: -0.03em;
  text-transform: uppercase;

  span {
    display: block;
    background: linear-gradient(90deg, #ff8fbf, #a98bff 60%, #7fd3ff);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const Lead = styled.p`
  position: relative;
  max-width: 720px;
  margin: 0 0 40px;
  font-size: 22px;
  line-height: 1.5;
  color: #dfe2f5;

  ${media.narrow} {
    font-size: 17px;
  }
`;

const Actions = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  margin-bottom: 72px;

  ${media.narrow} {
    margin-bottom: 48px;
  }
`;

const Figures = styled.dl`
  position: relative;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  margin: 0;
  padding-top: 32px;
  border-top: 1px solid rgba(255, 255, 255, 0.18);

  div {
    container-type: inline-size;
    display: flex;
    flex-direction: column-reverse;
    /* The figures of a row line up at its top however many lines their labels take (QA at 390 px). */
    justify-content: flex-end;
    gap: 4px;
  }
  dd {
    margin: 0;
    font-size: 48px;
    font-weight: 900;
    letter-spacing: -0.03em;
    line-height: 1;
  }
  dt {
    color: #c9cde6;
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    dd {
      /* Sized by the column, so «2,8 млн ₽» keeps its sign on its line down to 320 px (QA: «₽» alone). */
      font-size: min(34px, 21cqi);
    }
  }
`;

export function MainHero({ content, eventsAnchor }: { content: AiMainContent; eventsAnchor: string }) {
  return (
    <Band>
      <Orbit viewBox="0 0 600 600" aria-hidden="true" fill="none">
        <defs>
          <linearGradient id="ai-orbit" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff8fbf" />
            <stop offset="1" stopColor="#7c5cff" />
          </linearGradient>
        </defs>
        <circle cx="300" cy="300" r="290" stroke="rgba(255,255,255,0.12)" />
        <circle cx="300" cy="300" r="220" stroke="rgba(255,255,255,0.16)" strokeDasharray="4 10" />
        <circle cx="300" cy="300" r="150" stroke="url(#ai-orbit)" strokeWidth="2" />
        <circle data-planet="" cx="300" cy="300" r="78" fill="url(#ai-orbit)" opacity="0.9" />
        <g data-satellites="">
          <circle cx="450" cy="300" r="10" fill="#ff8fbf" />
          <circle cx="145" cy="150" r="7" fill="#a98bff" />
          <circle cx="520" cy="140" r="5" fill="#7fd3ff" />
          <circle cx="210" cy="510" r="9" fill="#ffffff" opacity="0.8" />
        </g>
      </Orbit>
      <Container>
        <Kicker>{content.hero.kicker}</Kicker>
        <Title>
          {content.hero.title} <span>{content.hero.accent}</span>
        </Title>
        <Lead>{content.hero.lead}</Lead>
        <Actions>
          <Link to={`#${eventsAnchor}`} className={cx(buttonBase, buttonSizes.md, buttonThemes.basicWhite)}>
            Выбрать событие
          </Link>
          <VideoTeaser video={content.video} label="Смотреть ролик" />
        </Actions>
        <Figures>
          {content.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </Figures>
      </Container>
    </Band>
  );
}
