// What a visitor with scripts turned off reads at the top of every page: the pages read as they are, but
// the forms, the cabinet and the buttons that open dialogs need scripts. Those are hidden for them
// (public/noscript.css hides what ui/needs-script.ts marks), so no control on the page does nothing.
// The browser's build takes noscript-notice.browser.tsx instead (package.json "imports"): import it as '#noscript-notice'.
import { Container } from '../ui/container.tsx';
import { NoticeBanner } from './site-notice.tsx';

export function NoScriptNotice() {
  return (
    <noscript>
      <Container>
        <NoticeBanner>
          В&nbsp;браузере выключен JavaScript. Страницы сайта открываются и&nbsp;без&nbsp;него, а&nbsp;заявки, формы и&nbsp;личный кабинет
          работают только с&nbsp;ним. Разделы сайта и&nbsp;контакты фонда&nbsp;— внизу страницы.
        </NoticeBanner>
      </Container>
    </noscript>
  );
}
