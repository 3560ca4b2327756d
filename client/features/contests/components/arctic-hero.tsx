// The top of the Arctic contest's page: a polar night band with an aurora, the trail back home, the
// contest's one <h1>, what it offers in three figures, and the way in (or the closed notice).
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import type { Contest } from '#shared/schemas/contest.ts';
import { paths } from '#client/app/paths.ts';
import { Breadcrumbs } from '#client/components/ui/breadcrumbs.tsx';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import type { ArcticContestContent } from '../arctic-contest.ts';
import { pluralForm } from '#client/lib/plural.ts';
import type { ContestPhase } from '../contest-phase.ts';
import { ContestApply } from './contest-apply.tsx';
import { ContestStatus } from './contest-status.tsx';
import { actionRow } from '#client/components/ui/button-styles.ts';

const Band = styled.div`
  position: relative;
  overflow: hidden;
  padding: 40px 0 72px;
  color: ${colors.white};
  background:
    radial-gradient(ellipse 60% 70% at 85% -10%, rgba(80, 227, 178, 0.38), transparent 70%),
    radial-gradient(ellipse 45% 60% at 60% -20%, rgba(124, 92, 255, 0.45), transparent 70%),
    radial-gradient(circle at 0% 100%, rgba(91, 60, 196, 0.45), transparent 45%),
    linear-gradient(165deg, #0a1630 0%, #10264d 55%, #0d3b53 100%);

  ${media.mobile} {
    padding: 24px 0 48px;
  }
`;

const Ridge = styled.svg`
  position: absolute;
  right: 0;
  bottom: 0;
  width: min(760px, 60%);
  height: auto;
  opacity: 0.9;
  pointer-events: none;

  ${media.narrow} {
    width: 100%;
    opacity: 0.45;
  }
`;

const Aurora = styled.svg`
  position: absolute;
  top: -40px;
  right: -60px;
  width: min(900px, 70%);
  height: auto;
  filter: blur(28px);
  opacity: 0.75;
  pointer-events: none;

  ${media.narrow} {
    width: 140%;
    opacity: 0.5;
  }
`;

const Trail = styled(Breadcrumbs)`
  position: relative;
  margin-bottom: 48px;

  ${media.mobile} {
    margin-bottom: 28px;
  }
`;

const Body = styled.div`
  position: relative;
  max-width: 860px;
`;

const Eyebrow = styled.p`
  margin: 0 0 16px;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: #9ff0d1;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 72px;
  line-height: 1.05;
  letter-spacing: -0.02em;

  ${media.mobile} {
    font-size: 44px;
  }
  ${media.narrow} {
    font-size: 38px;
  }
`;

const Lead = styled.p`
  max-width: 720px;
  margin: 24px 0 32px;
  font-size: 20px;
  color: #dfe6f3;

  ${media.mobile} {
    font-size: 17px;
    margin: 18px 0 24px;
  }
`;

const Actions = styled.div`
  margin-top: 28px;
`;

const onDarkOutline = css`
  /* Doubled class: wins over the kit's theme whatever order the bundle puts them in. */
  && {
    background: transparent;
    color: ${colors.white};
    border-color: rgba(255, 255, 255, 0.7);
  }
  &&:hover {
    background: rgba(255, 255, 255, 0.12);
    color: ${colors.white};
  }
`;

const Figures = styled.ul`
  position: relative;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  max-width: 1040px;
  margin: 56px 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 20px 22px;
    border-radius: 18px;
    background: rgba(255, 255, 255, 0.08);
    border: 1px solid rgba(255, 255, 255, 0.16);
    backdrop-filter: blur(6px);
    container-type: inline-size;
  }
  strong {
    display: block;
    font-size: 30px;
    line-height: 1.15;
  }
  span {
    display: block;
    margin-top: 6px;
    font-size: 15px;
    /* «в акселераторе» (7.7 em, «в» kept with its word) fits a 320 px phone's tile: it was cut (QA). */
    font-size: min(15px, 12.5cqi);
    color: #d3dcec;
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    margin-top: 40px;
    gap: 12px;

    li {
      padding: 16px;
    }
    strong {
      /* «3 месяца» fits a tile of a 320 px phone. */
      font-size: clamp(18px, 6vw, 24px);
    }
  }
`;

export function ArcticHero({
  contest,
  phase,
  content,
}: {
  contest: Contest;
  phase: ContestPhase;
  content: Pick<ArcticContestContent, 'eyebrow' | 'lead' | 'highlights'>;
}) {
  const nominationCount = contest.nominations.length;
  return (
    <Band>
      <Aurora viewBox="0 0 900 420" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="arctic-aurora-green" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#50e3b2" stopOpacity="0" />
            <stop offset="0.45" stopColor="#50e3b2" />
            <stop offset="1" stopColor="#7c5cff" />
          </linearGradient>
          <linearGradient id="arctic-aurora-violet" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#7c5cff" stopOpacity="0" />
            <stop offset="0.6" stopColor="#b07cff" />
            <stop offset="1" stopColor="#50e3b2" stopOpacity="0.6" />
          </linearGradient>
        </defs>
        <path
          d="M40 250 C 200 120, 330 300, 500 170 S 780 60, 880 130"
          stroke="url(#arctic-aurora-green)"
          strokeWidth="54"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M160 330 C 320 230, 430 360, 600 250 S 820 190, 900 230"
          stroke="url(#arctic-aurora-violet)"
          strokeWidth="34"
          fill="none"
          strokeLinecap="round"
          opacity="0.7"
        />
      </Aurora>
      <Ridge viewBox="0 0 760 260" aria-hidden="true" focusable="false">
        <path d="M0 260 L120 150 L190 200 L300 90 L390 170 L470 120 L560 190 L650 110 L760 170 L760 260 Z" fill="rgba(255,255,255,0.06)" />
        <path d="M0 260 L90 200 L170 230 L280 150 L360 210 L450 175 L540 225 L640 160 L760 215 L760 260 Z" fill="rgba(255,255,255,0.09)" />
        <g fill="#ffffff">
          <circle cx="120" cy="40" r="1.6" opacity="0.8" />
          <circle cx="230" cy="24" r="1.2" opacity="0.6" />
          <circle cx="420" cy="48" r="1.8" opacity="0.9" />
          <circle cx="560" cy="20" r="1.2" opacity="0.6" />
          <circle cx="700" cy="56" r="1.5" opacity="0.7" />
          <path d="M520 64 l3 9 9 3 -9 3 -3 9 -3 -9 -9 -3 9 -3z" opacity="0.95" />
        </g>
      </Ridge>
      <Container>
        <Trail tone="dark" current={contest.name} />
        <Body>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Title>{contest.name}</Title>
          <Lead>{content.lead}</Lead>
          {phase === 'closed' ? null : <ContestStatus contest={contest} phase={phase} tone="dark" />}
          <Actions className={actionRow}>
            <ContestApply contest={contest} phase={phase} tone="dark" />
            <ButtonLink to={paths.contestParticipants(contest.slug)} theme="hollow" className={onDarkOutline}>
              Участники конкурса
            </ButtonLink>
          </Actions>
        </Body>
        <Figures aria-label="Конкурс в&nbsp;цифрах">
          {content.highlights.map((highlight) => (
            <li key={highlight.label}>
              <strong>{highlight.value}</strong>
              <span>{highlight.label}</span>
            </li>
          ))}
          {/* An invitation while applications are taken, a fact afterwards (QA: «выберите свою» after the deadline). */}
          {nominationCount > 0 ? (
            <li>
              <strong>{nominationCount}</strong>
              <span>
                {pluralForm(nominationCount, ['номинация', 'номинации', 'номинаций'])}
                {phase === 'closed' ? null : ' — выберите свою'}
              </span>
            </li>
          ) : null}
        </Figures>
      </Container>
    </Band>
  );
}
