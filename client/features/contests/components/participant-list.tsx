// The public list of a contest's participants, grouped by nomination in the API's order: the project,
// its nomination and short description. Nothing about the people behind it (DESIGN §6).
import { styled } from '@linaria/react';
import type { ContestParticipant } from '#shared/schemas/applications.ts';
import type { ContestNomination } from '#shared/schemas/contest.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { pluralRu } from '#client/lib/plural.ts';

const Groups = styled.div`
  display: grid;
  gap: 24px;
`;

const Group = styled.section`
  display: grid;
  grid-template-columns: 340px minmax(0, 1fr);
  gap: 48px;
  padding-top: 32px;
  border-top: 1px solid ${colors.line};

  &:first-child {
    padding-top: 0;
    border-top: 0;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

const GroupHead = styled.div`
  h2 {
    margin: 0 0 10px;
    font-size: 26px;
  }
  p {
    margin: 0 0 12px;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    h2 {
      font-size: 23px;
    }
  }
`;

const Count = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${colors.purpleLight};
  color: ${colors.purpleDark};
  font-size: 14px;
  font-weight: 700;
`;

const Projects = styled.ul`
  display: grid;
  /* auto-fit: a nomination's two projects share the width rather than leave a third empty (QA at 1024 px). */
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Project = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  /* Applicants' words: one long one wraps inside the card instead of widening the page. */
  min-width: 0;
  overflow-wrap: anywhere;
  padding: 28px;
  border-radius: 20px;
  background: ${colors.surface};

  h3 {
    margin: 0;
    font-size: 21px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    padding: 22px 20px;

    h3 {
      font-size: 19px;
    }
  }
`;

interface NominationGroup {
  nomination: Pick<ContestNomination, 'id' | 'name'>;
  projects: ContestParticipant[];
}

/** Consecutive projects of one nomination (the API sorts by nomination) make one group. */
export function groupByNomination(participants: ContestParticipant[]): NominationGroup[] {
  const groups: NominationGroup[] = [];
  for (const participant of participants) {
    const last = groups.at(-1);
    if (last && last.nomination.id === participant.nomination.id) last.projects.push(participant);
    else groups.push({ nomination: participant.nomination, projects: [participant] });
  }
  return groups;
}

export function ParticipantList({
  participants,
  nominations,
}: {
  participants: ContestParticipant[];
  /** The contest's nominations: their descriptions head the groups. */
  nominations: ContestNomination[];
}) {
  const descriptions = new Map(nominations.map((nomination) => [nomination.id, nomination.description]));
  return (
    <Groups>
      {groupByNomination(participants).map(({ nomination, projects }) => (
        <Group key={nomination.id} aria-labelledby={`nomination-${nomination.id}`}>
          <GroupHead>
            <h2 id={`nomination-${nomination.id}`}>{nomination.name}</h2>
            {descriptions.get(nomination.id) ? <p>{descriptions.get(nomination.id)}</p> : null}
            <Count>{pluralRu(projects.length, ['проект', 'проекта', 'проектов'])}</Count>
          </GroupHead>
          <Projects>
            {projects.map((project, index) => (
              <Project key={`${project.projectName}-${index}`}>
                <h3>{project.projectName}</h3>
                <p>{project.projectShortDescription}</p>
              </Project>
            ))}
          </Projects>
        </Group>
      ))}
    </Groups>
  );
}
