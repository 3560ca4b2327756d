// /thank-you: where a sent project application, consultation request or contact-us question lands (spec
// §2). Private: it says what this visitor just did, so it is never cached and carries its own CSP nonce.
// The form that sent names itself in the history entry's state, and the page then says what comes next
// as that form promised it; without it (the address typed in) the page speaks of any request, if any.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { PageBox } from '../components/ui/page-box.tsx';

export interface ThankYouState {
  sent: 'project' | 'consultation' | 'question';
  /**
   * A project application sent by a visitor the page knew as signed in: `linked` when the session still
   * held after the send (the application is in the cabinet), `session-ended` when it had ended by then
   * (it went in without the account). Unknown (not asked, or the check failed): neither is said.
   */
  account?: 'linked' | 'session-ended';
}

const WHAT_NEXT: Record<ThankYouState['sent'] | 'any', { title: string; text: string }> = {
  project: {
    title: 'Спасибо, заявка отправлена',
    text: 'Менеджер фонда свяжется с\u00a0вами в\u00a0течение пяти рабочих дней и\u00a0расскажет, как пройдёт экспертиза проекта.',
  },
  consultation: {
    title: 'Спасибо, заявка отправлена',
    text: 'Специалист фонда позвонит в\u00a0течение одного рабочего дня и\u00a0договорится с\u00a0вами о\u00a0времени консультации.',
  },
  question: {
    title: 'Спасибо, вопрос отправлен',
    text: 'Специалист фонда перезвонит вам в\u00a0течение рабочего дня.',
  },
  // The server's text (it never sees the history state) and that of the address typed in, which sent
  // nothing: true either way (QA: opened directly, the page said an application had been sent).
  any: {
    title: 'Спасибо!',
    text: 'Если вы отправили заявку или вопрос, мы их получили: специалист фонда свяжется с\u00a0вами в\u00a0ближайшие рабочие дни по\u00a0указанным контактам.',
  },
};

const noSubscription = () => () => {};

export function Component() {
  const state = useLocation().state as Partial<ThankYouState> | null;
  // The server never sees the history state: a reload renders the general text first, as the server
  // sent it, and the form's own once hydrated. (lib/use-hydrated.ts's test, written out: imported here it
  // left the layout's chunk for a file of its own that every page then loaded, +0.2 KB of gzip.)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const sent = hydrated ? state?.sent : undefined;
  const next = WHAT_NEXT[sent ?? 'any'];
  // A project application sent while signed in is in the cabinet too (QA: the page did not say where),
  // when the session still held as it went (QA: a session ended before the send, and the page sent the
  // visitor to a cabinet without it).
  const account = hydrated && sent === 'project' ? state?.account : undefined;
  const inCabinet = account === 'linked';
  return (
    <Container>
      <>
        <title>Спасибо!&nbsp;— Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </>
      <PageBox
        title={next.title}
        mark="success"
        actions={
          <>
            <ButtonLink to={paths.home()}>Вернуться на&nbsp;главную</ButtonLink>
            {inCabinet ? (
              <ButtonLink to={paths.cabinetApplications()} theme="basicWhiteWithBorder">
                Мои заявки
              </ButtonLink>
            ) : null}
          </>
        }
      >
        <p>{next.text}</p>
        {inCabinet ? <p>Заявка появилась в&nbsp;личном кабинете: там видно её статус.</p> : null}
        {account === 'session-ended' ? (
          <p>
            Сеанс входа закончился раньше, чем заявка ушла, поэтому в&nbsp;личном кабинете её не&nbsp;будет. Менеджер свяжется с&nbsp;вами
            по&nbsp;контактам из&nbsp;заявки.
          </p>
        ) : null}
      </PageBox>
    </Container>
  );
}
