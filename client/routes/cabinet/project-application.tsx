// /cabinet/zayavka-na-rassmotrenie-investicionnogo-proekta/:id: the user edits a project application they
// sent (spec §1 "see and edit their own applications", PUT of §7), while it is «Новая». The path follows
// the contest application's (`…/:slug/:id`); a new project application is the public page's.
import { useLoaderData } from 'react-router-dom';
import { ownProjectApplicationQuery, useOwnProjectApplication } from '#client/features/applications/api/get-own-project-application.ts';
import { Lead, NotEditableNotice } from '#client/features/applications/components/form-parts.tsx';
import { ProjectApplicationForm } from '#client/features/applications/components/project-application-form.tsx';
import { ensureData, idFromPath, type LoaderFactory } from '#client/lib/route-data.ts';
import { quoteRu } from '#shared/quote-ru.ts';

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async ({ params }): Promise<number> => {
    const id = idFromPath(params.id);
    await ensureData(queryClient, ownProjectApplicationQuery(api, id));
    return id;
  };

export function Component() {
  const id = useLoaderData<number>();
  const { data: application } = useOwnProjectApplication(id);
  return (
    <>
      <>
        <title>Редактирование заявки&nbsp;— Личный кабинет&nbsp;— Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </>
      <h1>Редактирование заявки</h1>
      {application.isEditable ? (
        <>
          <Lead>
            Заявка {quoteRu(application.projectName)} на&nbsp;рассмотрение проекта. Её можно дополнить, пока она в&nbsp;статусе «Новая»:
            эксперты фонда увидят исправленную версию.
          </Lead>
          <ProjectApplicationForm application={application} />
        </>
      ) : (
        <NotEditableNotice status={application.status} />
      )}
    </>
  );
}
