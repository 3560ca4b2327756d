// /contest/:slug/participants: the public list of a contest's projects that the fund took up, by
// nomination: the project, its nomination and short description, never a person's name or contacts.
import { styled } from '@linaria/react';
import { useParams } from 'react-router-dom';
import { PARTICIPANTS_MAX_LIMIT } from '#shared/application-limits.ts';
import { formatDate } from '#shared/format-date.ts';
import type { Contest } from '#shared/schemas/contest.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { contestParticipantsQuery, useContestParticipants } from '../features/contests/api/get-contest-participants.ts';
import { contestQuery, useContest } from '../features/contests/api/get-contest.ts';
import { ContestApply } from '../features/contests/components/contest-apply.tsx';
import { ParticipantList } from '../features/contests/components/participant-list.tsx';
import { pluralRu } from '../lib/plural.ts';
import { contestPhase, type ContestPhase } from '../features/contests/contest-phase.ts';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { ensureData, notFound, slugLoader } from '../lib/route-data.ts';
import { quoteRu } from '#shared/quote-ru.ts';

/** The whole list a contest of a regional fund has fits in one page. */
const LIMIT = PARTICIPANTS_MAX_LIMIT;

export const createLoader = slugLoader(async ({ queryClient, api }, slug) => {
  const [contest] = await Promise.all([
    ensureData(queryClient, contestQuery(api, slug)),
    ensureData(queryClient, contestParticipantsQuery(api, slug, LIMIT)),
  ]);
  if (contest.slug !== slug) notFound();
});

const Summary = styled.aside`
  display: grid;
  gap: 16px;
  width: 380px;
  padding: 28px 32px;
  border-radius: 24px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 48px rgba(67, 41, 154, 0.08);

  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.mobile} {
    width: 320px;
  }
  ${media.narrow} {
    width: auto;
    padding: 24px 20px;
  }
`;

/** The number of projects (a class of its own: the status box beside it has a <strong> too). */
const Count = styled.strong`
  display: block;
  font-size: 40px;
  line-height: 1.1;
  color: ${colors.purple};

  ${media.narrow} {
    font-size: 32px;
  }
`;

const Body = styled.div`
  padding-top: 64px;

  ${media.mobile} {
    padding-top: 40px;
  }
`;

const Privacy = styled.p`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  max-width: 820px;
  margin: 48px 0 0;
  padding: 18px 22px;
  border-radius: 16px;
  background: ${colors.surface};
  color: ${colors.inkSoft};
  font-size: 15px;
`;

const Empty = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 56px 48px;
  border-radius: 28px;
  border: 1px dashed #cfc5f5;
  background: ${colors.surface};
  text-align: center;

  h2 {
    margin: 0 0 12px;
    font-size: 28px;
  }
  p {
    margin: 0 0 28px;
    font-size: 18px;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    padding: 36px 20px;

    h2 {
      font-size: 23px;
    }
    p {
      font-size: 16px;
    }
  }
`;

function emptyText(contest: Contest, phase: ContestPhase): string {
  switch (phase) {
    case 'open':
      return `Проекты появятся здесь, когда эксперты фонда возьмут заявки на\u00a0рассмотрение. Приём открыт до\u00a0${formatDate(contest.endAt)}\u00a0— ваш проект может стать первым.`;
    case 'upcoming':
      return `Приём заявок начнётся ${formatDate(contest.startAt)}. Проекты появятся здесь, когда эксперты фонда возьмут их на\u00a0рассмотрение.`;
    case 'closed':
      return 'В\u00a0этом конкурсе нет опубликованных проектов. Следите за\u00a0новостями фонда\u00a0— о\u00a0новых конкурсах мы рассказываем там.';
  }
}

export function Component() {
  const { slug = '' } = useParams();
  const { data: contest, dataUpdatedAt } = useContest(slug);
  const { data: participants } = useContestParticipants(slug, LIMIT);
  const phase = contestPhase(contest, dataUpdatedAt);
  const projects = participants.items;
  const nominationCount = new Set(projects.map((project) => project.nomination.id)).size;
  const title = `Участники конкурса ${quoteRu(contest.name)}`;

  return (
    <>
      <Seo
        title={title}
        description={`Проекты конкурса ${quoteRu(contest.name)}: название, номинация и\u00a0краткое описание каждого.`}
        path={paths.contestParticipants(contest.slug)}
      />
      <PageIntro
        title={title}
        lead="Проекты, которые эксперты фонда взяли на&nbsp;рассмотрение или одобрили, по&nbsp;номинациям."
        crumbs={[{ to: paths.contest(contest.slug), label: contest.name }]}
        aside={
          <Summary aria-label="Коротко об&nbsp;участниках">
            <div>
              <Count>{pluralRu(projects.length, ['проект', 'проекта', 'проектов'])}</Count>
              {projects.length > 0 ? <p>в&nbsp;{pluralRu(nominationCount, ['номинации', 'номинациях', 'номинациях'])}</p> : null}
            </div>
            <ContestApply contest={contest} phase={phase} block />
            <ButtonLink to={paths.contest(contest.slug)} theme="hollow">
              Условия конкурса
            </ButtonLink>
          </Summary>
        }
      />
      <Container>
        <Body>
          {projects.length === 0 ? (
            <Empty>
              <h2>Список участников пока пуст</h2>
              <p>{emptyText(contest, phase)}</p>
              <ButtonLink to={paths.contest(contest.slug)}>О&nbsp;конкурсе</ButtonLink>
            </Empty>
          ) : (
            <ParticipantList participants={projects} nominations={contest.nominations} />
          )}
          {projects.length >= LIMIT ? <Privacy>Показаны первые {LIMIT} проектов.</Privacy> : null}
          <Privacy>
            Мы публикуем только название проекта, номинацию и&nbsp;краткое описание. Имена, телефоны и&nbsp;адреса электронной почты
            участников остаются у&nbsp;фонда и&nbsp;не&nbsp;раскрываются.
          </Privacy>
        </Body>
      </Container>
    </>
  );
}
