// The practical side of a contest, beside its title: when applications are taken, how many
// nominations, the way in (or the closed notice) and the list of participants.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { formatDate } from '#shared/format-date.ts';
import type { Contest } from '#shared/schemas/contest.ts';
import { paths } from '#client/app/paths.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { pluralRu, type ContestPhase } from '../contest-phase.ts';
import { ContestApply } from './contest-apply.tsx';
import { ContestStatus } from './contest-status.tsx';

const Card = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 400px;
  padding: 32px;
  border-radius: 24px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 48px rgba(67, 41, 154, 0.08);

  dl {
    display: grid;
    gap: 18px;
    margin: 0;
  }
  dt {
    margin-bottom: 2px;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
  }
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
  }

  ${media.mobile} {
    width: 340px;
  }
  ${media.narrow} {
    width: auto;
    padding: 24px 20px;
  }
`;

const ParticipantsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  text-underline-offset: 3px;
`;

export function ContestFacts({ contest, phase }: { contest: Contest; phase: ContestPhase }) {
  return (
    <Card aria-label="Сроки и&nbsp;участие">
      {phase === 'closed' ? null : <ContestStatus contest={contest} phase={phase} />}
      <dl>
        <div>
          <dt>Приём заявок</dt>
          <dd>
            <time dateTime={contest.startAt}>{formatDate(contest.startAt)}</time> —{' '}
            <time dateTime={contest.endAt}>{formatDate(contest.endAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Номинации</dt>
          <dd>{pluralRu(contest.nominations.length, ['номинация', 'номинации', 'номинаций'])}</dd>
        </div>
      </dl>
      <ContestApply contest={contest} phase={phase} block />
      <ParticipantsLink to={paths.contestParticipants(contest.slug)}>
        Участники конкурса <span aria-hidden="true">→</span>
      </ParticipantsLink>
    </Card>
  );
}
