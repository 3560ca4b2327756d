// /cabinet/thank-you: where a sent contest application, or an edited application, lands (spec §2). The
// form names in the history entry's state whether the application is new or was edited, and the page
// says «отправлена» or «сохранена» as it happened (QA: a first application read «сохранена»); without it
// (the address typed in; the server's render) it claims nothing was sent (QA: opened directly, it said
// «сохранена» of nothing) and points to the applications.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '#client/app/paths.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { PageBox } from '#client/components/ui/page-box.tsx';

export interface CabinetThankYouState {
  sent: 'new' | 'edited';
}

/** Where the application is now, said after the form's own words. */
const IN_MY_APPLICATIONS = 'в\u00a0разделе «Мои заявки». Пока заявка в\u00a0статусе «Новая», её можно дополнить.';

const WHAT_HAPPENED: Record<CabinetThankYouState['sent'] | 'any', { tabTitle: string; title: string; text: string }> = {
  new: {
    tabTitle: 'Заявка отправлена',
    title: 'Спасибо, заявка отправлена',
    text: `Её статус и\u00a0файлы\u00a0— ${IN_MY_APPLICATIONS}`,
  },
  edited: {
    tabTitle: 'Изменения сохранены',
    // The heading names the application, which the text's «её» had nothing to refer to (QA).
    title: 'Изменения в\u00a0заявке сохранены',
    text: `Её статус и\u00a0файлы\u00a0— ${IN_MY_APPLICATIONS}`,
  },
  any: {
    tabTitle: 'Спасибо!',
    title: 'Спасибо!',
    text: `Ваши заявки, их статус и\u00a0файлы\u00a0— ${IN_MY_APPLICATIONS}`,
  },
};

const noSubscription = () => () => {};

export function Component() {
  const state = useLocation().state as Partial<CabinetThankYouState> | null;
  // The server never sees the history state: it renders «Спасибо!», and a reload shows that until hydrated.
  // (lib/use-hydrated.ts's test written out, as on /thank-you: a hook shared from lib by the two pages was
  // split by esbuild into files every page then loaded, +0.3 KB of gzip on home, 26.11.2026.)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const said = WHAT_HAPPENED[(hydrated ? state?.sent : undefined) ?? 'any'];
  return (
    <>
      <>
        <title>{`${said.tabTitle}\u00a0— Личный кабинет\u00a0— Венчурный фонд Карелии`}</title>
        <meta name="robots" content="noindex" />
      </>
      <PageBox
        title={said.title}
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
        <p>{said.text}</p>
      </PageBox>
    </>
  );
}
