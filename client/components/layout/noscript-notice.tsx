// What a visitor with scripts turned off reads at the top of every page: the pages read as they are, but
// the forms, the cabinet and the buttons that open dialogs need scripts. Those buttons are hidden for
// them (public/noscript.css, linked from a <noscript> in the head, hides `data-needs-script`), so
// nothing on the page is a control that does nothing.
import { Container } from '../ui/container.tsx';
import { NoticeBanner } from './site-notice.tsx';

/** Marks a control that works only with scripts: hidden when they are off. */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;

export function NoScriptNotice() {
  return (
    <noscript>
      <Container>
        <NoticeBanner>
          В&nbsp;браузере выключен JavaScript. Страницы сайта открываются и&nbsp;без него, а&nbsp;заявки, формы и&nbsp;личный кабинет
          работают только с&nbsp;ним. Разделы сайта и&nbsp;контакты фонда&nbsp;— внизу страницы.
        </NoticeBanner>
      </Container>
    </noscript>
  );
}
