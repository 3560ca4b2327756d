// /cabinet/applications: the user's project and contest applications with their status, date and
// files; a contest application that is still new and whose contest is open can be edited.
import { styled } from '@linaria/react';
import { quoteRu } from '#shared/quote-ru.ts';
import { paths } from '#client/app/paths.ts';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { colors } from '#client/components/ui/theme.ts';
import { myContestApplicationsQuery, useMyContestApplications } from '#client/features/applications/api/get-my-contest-applications.ts';
import { myProjectApplicationsQuery, useMyProjectApplications } from '#client/features/applications/api/get-my-project-applications.ts';
import { ApplicationCard } from '#client/features/cabinet/components/application-card.tsx';
import { ensureData, type LoaderFactory } from '#client/lib/route-data.ts';

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async () => {
    await Promise.all([ensureData(queryClient, myProjectApplicationsQuery(api)), ensureData(queryClient, myContestApplicationsQuery(api))]);
    return null;
  };

/** Room under the page's heading: the first section's own heading sat right under it (QA). */
const Title = styled.h1`
  margin-bottom: 36px;
`;

const Section = styled.section`
  margin-bottom: 48px;

  h2 {
    font-size: 24px;
    margin-bottom: 20px;
  }
`;

const List = styled.div`
  display: grid;
  gap: 16px;
`;

const Empty = styled.div`
  padding: 28px;
  border-radius: 20px;
  background: ${colors.surface};

  p {
    margin: 0 0 16px;
    color: ${colors.inkSoft};
  }
`;

export function Component() {
  const { data: projects } = useMyProjectApplications();
  const { data: contests } = useMyContestApplications();

  return (
    <>
      <>
        <title>Мои заявки&nbsp;— Личный кабинет&nbsp;— Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </>
      <Title>Мои заявки</Title>
      <Section aria-labelledby="contest-applications">
        <h2 id="contest-applications">Заявки на&nbsp;конкурсы</h2>
        {contests.items.length === 0 ? (
          <Empty>
            <p>Вы ещё не&nbsp;подавали заявок на&nbsp;конкурсы фонда.</p>
            <ButtonLink to={paths.contest('arctic')} theme="purple1" size="sm">
              Конкурс «Арктический стартап»
            </ButtonLink>
          </Empty>
        ) : (
          <List>
            {contests.items.map((application) => (
              <ApplicationCard
                key={application.id}
                title={application.projectName}
                kind={`${application.contest.name} · ${application.nomination.name}`}
                status={application.status}
                createdAt={application.createdAt}
                summary={application.projectShortDescription}
                files={application.files}
                action={
                  application.isEditable ? (
                    <EditLink to={paths.contestApplication(application.contest.slug, application.id)} what={application.projectName} />
                  ) : undefined
                }
              />
            ))}
          </List>
        )}
      </Section>
      <Section aria-labelledby="project-applications">
        <h2 id="project-applications">Заявки на&nbsp;рассмотрение проектов</h2>
        {projects.items.length === 0 ? (
          <Empty>
            <p>
              Заявок на&nbsp;инвестиции пока нет. Расскажите фонду о&nbsp;своём проекте&nbsp;— менеджер фонда свяжется с&nbsp;вами
              в&nbsp;течение пяти рабочих дней.
            </p>
            <ButtonLink to={paths.projectApplication()} theme="purple1" size="sm">
              Подать заявку на&nbsp;инвестиции
            </ButtonLink>
          </Empty>
        ) : (
          <List>
            {projects.items.map((application) => (
              <ApplicationCard
                key={application.id}
                title={application.projectName}
                kind={`Инвестиционный проект · ${application.projectSphere}`}
                status={application.status}
                createdAt={application.createdAt}
                summary={application.aboutProject.length > 280 ? `${application.aboutProject.slice(0, 279)}…` : application.aboutProject}
                files={application.files}
                action={
                  application.isEditable ? (
                    <EditLink to={paths.projectApplicationEdit(application.id)} what={application.projectName} />
                  ) : undefined
                }
              />
            ))}
          </List>
        )}
      </Section>
    </>
  );
}

/** `what`: the project, said to a screen reader (QA: «Редактировать» twice in a list, to two applications). */
function EditLink({ to, what }: { to: string; what: string }) {
  return (
    <div>
      <ButtonLink to={to} theme="hollow" size="sm">
        Редактировать<span className={visuallyHidden}> заявку {quoteRu(what)}</span>
      </ButtonLink>
    </div>
  );
}
