// /cabinet/thank-you: where a sent contest application lands (spec §2).
import { paths } from '#client/app/paths.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { PageBox } from '#client/components/ui/page-box.tsx';

export function Component() {
  return (
    <>
      <>
        <title>Заявка сохранена&nbsp;— Личный кабинет&nbsp;— Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </>
      <PageBox
        title="Спасибо, заявка сохранена"
        mark="success"
        compact
        actions={
          <>
            <ButtonLink to={paths.cabinetApplications()}>Мои заявки</ButtonLink>
            <ButtonLink to={paths.home()} theme="basicWhiteWithBorder">
              На&nbsp;главную
            </ButtonLink>
          </>
        }
      >
        <p>Её статус и&nbsp;файлы&nbsp;— в&nbsp;разделе «Мои заявки». Пока заявка в&nbsp;статусе «Новая», её можно дополнить.</p>
      </PageBox>
    </>
  );
}
