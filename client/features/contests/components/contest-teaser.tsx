// A contest in brief, for another page to point at it (the home page's open contest): its name, what it
// is about, the deadline, the nominations, and a link to the contest's page. The page loads the contest
// (`contestQuery`) and passes it in with the moment the data was fetched.
import { styled } from '@linaria/react';
import type { ContestListItem } from '#shared/schemas/contest.ts';
import { paths } from '#client/app/paths.ts';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { contestPhase } from '../contest-phase.ts';
import { ContestStatus } from './contest-status.tsx';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  gap: 48px;
  align-items: center;
  padding: 48px 56px;
  border-radius: 28px;
  border: 1px solid ${colors.line};
  background:
    radial-gradient(circle at 100% 0%, rgba(91, 60, 196, 0.14), transparent 50%),
    linear-gradient(135deg, ${colors.surface} 0%, ${colors.white} 100%);

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 28px;
    padding: 32px 24px;
    border-radius: 20px;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.purple};
`;

const Title = styled.p`
  margin: 0 0 12px;
  font-size: 36px;
  font-weight: 800;
  line-height: 1.15;

  ${media.mobile} {
    font-size: 28px;
  }
`;

const Text = styled.p`
  margin: 0 0 24px;
  font-size: 18px;
  color: ${colors.inkSoft};

  ${media.mobile} {
    font-size: 16px;
  }
`;

const Nominations = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  list-style: none;
  margin: 0 0 28px;
  padding: 0;

  /* A nomination's long word wraps in its pill instead of widening the page (QA: 441 px at 390). */
  li {
    max-width: 100%;
    overflow-wrap: anywhere;
    padding: 8px 14px;
    border-radius: 12px;
    background: ${colors.white};
    border: 1px solid ${colors.line};
    font-size: 15px;
    font-weight: 600;
  }
`;

const Label = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.inkSoft};
`;

export function ContestTeaser({
  contest,
  now,
  headingLevel = 2,
}: {
  contest: ContestListItem;
  /** When the contest was fetched (the query's `dataUpdatedAt`): server and browser agree on it. */
  now: number;
  headingLevel?: 2 | 3;
}) {
  const phase = contestPhase(contest, now);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card aria-labelledby={`contest-teaser-${contest.id}`}>
      <div>
        <Eyebrow>Конкурс фонда</Eyebrow>
        <Title as={Heading} id={`contest-teaser-${contest.id}`}>
          {contest.name}
        </Title>
        <Text>{contest.shortDescription}</Text>
        <ContestStatus contest={contest} phase={phase} />
      </div>
      <div>
        {contest.nominations.length > 0 ? (
          <>
            <Label>Номинации</Label>
            <Nominations>
              {contest.nominations.map((nomination) => (
                <li key={nomination.id}>{nomination.name}</li>
              ))}
            </Nominations>
          </>
        ) : null}
        <ButtonLink to={paths.contest(contest.slug)} theme={phase === 'open' ? 'mainBlue' : 'hollow'}>
          Подробнее о&nbsp;конкурсе<span className={visuallyHidden}> «{contest.name}»</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
