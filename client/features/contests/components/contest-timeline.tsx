// The stages of a contest on a line, each with its dates counted from the contest's own start and
// deadline, and the stage under way marked, so a visitor sees at once where the contest stands.
import { styled } from '@linaria/react';
import type { Contest } from '#shared/schemas/contest.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import type { ArcticStage } from '../arctic-contest.ts';
import { dateAfter } from '../contest-phase.ts';

const DAY_MS = 86_400_000;

const Line = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;

  /* The rail the stage markers sit on. */
  &::before {
    content: '';
    position: absolute;
    top: 11px;
    left: 12px;
    right: 12px;
    height: 2px;
    background: ${colors.line};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    /* Stacked: each stage draws its own piece of the rail down to the next one. */
    &::before {
      display: none;
    }
  }
`;

const Stage = styled.li`
  position: relative;
  padding-top: 44px;

  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${colors.white};
    border: 2px solid #c9bff0;
    box-sizing: border-box;
  }
  &[data-state='past']::before {
    background: #c9bff0;
  }
  &[data-state='current']::before {
    background: ${colors.purple};
    border-color: ${colors.purple};
    box-shadow: 0 0 0 6px ${colors.purpleLight};
  }
  h3 {
    margin: 0 0 8px;
    font-size: 21px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.mobile} {
    padding: 0 0 32px 48px;

    &::after {
      content: '';
      position: absolute;
      top: 24px;
      bottom: 0;
      left: 11px;
      width: 2px;
      background: ${colors.line};
    }
    &:last-child {
      padding-bottom: 0;
    }
    &:last-child::after {
      display: none;
    }
  }
`;

const When = styled.p`
  && {
    margin: 0 0 10px;
    font-size: 15px;
    font-weight: 700;
    color: ${colors.purple};
  }
`;

const Now = styled.span`
  display: inline-block;
  margin-left: 10px;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${colors.purple};
  color: ${colors.white};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  vertical-align: 2px;
`;

type Moment = ArcticStage['from'];
type StageState = 'past' | 'current' | 'future';

function instantOf(contest: Pick<Contest, 'startAt' | 'endAt'>, moment: Moment): number {
  return Date.parse(contest[moment.anchor]) + moment.days * DAY_MS;
}

function labelOf(contest: Pick<Contest, 'startAt' | 'endAt'>, moment: Moment): string {
  return dateAfter(contest[moment.anchor], moment.days);
}

export function ContestTimeline({
  contest,
  stages,
  now,
}: {
  contest: Pick<Contest, 'startAt' | 'endAt'>;
  stages: ArcticStage[];
  /** When the contest was fetched: the same on the server and in the browser. */
  now: number;
}) {
  const starts = stages.map((stage) => instantOf(contest, stage.from));
  // The current stage is the last one that has begun; before the first, none is.
  const current = starts.findLastIndex((start) => start <= now);
  return (
    <Line>
      {stages.map((stage, index) => {
        const state: StageState = index < current ? 'past' : index === current ? 'current' : 'future';
        const from = labelOf(contest, stage.from);
        return (
          <Stage key={stage.title} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <When>
              {stage.until ? `${from} — ${labelOf(contest, stage.until)}` : from}
              {state === 'current' ? <Now>сейчас</Now> : null}
            </When>
            <h3>{stage.title}</h3>
            <p>{stage.text}</p>
          </Stage>
        );
      })}
    </Line>
  );
}
