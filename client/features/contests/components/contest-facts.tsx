// The practical side of a contest, beside its title: when applications are taken, how many
// nominations, the way in (or the closed notice) and the list of participants.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { formatDate } from '#shared/format-date.ts';
import type { Contest } from '#shared/schemas/contest.ts';
import { paths } from '#client/app/paths.ts';
import { FactsCard } from '#client/components/ui/facts-card.tsx';
import { pluralRu } from '#client/lib/plural.ts';
import type { ContestPhase } from '../contest-phase.ts';
import { ContestApply } from './contest-apply.tsx';
import { ContestStatus } from './contest-status.tsx';

const ParticipantsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  text-underline-offset: 3px;
`;

export function ContestFacts({ contest, phase }: { contest: Contest; phase: ContestPhase }) {
  return (
    <FactsCard aria-label="Сроки и&nbsp;участие">
      {phase === 'closed' ? null : <ContestStatus contest={contest} phase={phase} />}
      <dl>
        <div>
          <dt>Приём заявок</dt>
          <dd>
            <time dateTime={contest.startAt}>{formatDate(contest.startAt)}</time> —{' '}
            <time dateTime={contest.endAt}>{formatDate(contest.endAt)}</time>
          </dd>
        </div>
        {contest.nominations.length > 0 ? (
          <div>
            <dt>Номинации</dt>
            <dd>{pluralRu(contest.nominations.length, ['номинация', 'номинации', 'номинаций'])}</dd>
          </div>
        ) : null}
      </dl>
      <ContestApply contest={contest} phase={phase} block />
      <ParticipantsLink to={paths.contestParticipants(contest.slug)}>
        Участники конкурса <span aria-hidden="true">→</span>
      </ParticipantsLink>
    </FactsCard>
  );
}
