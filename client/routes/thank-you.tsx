// /thank-you: where a sent project application or consultation request lands (spec §2). Private: it
// says what this visitor just did, so it is never cached and carries its own CSP nonce.
import { paths } from '../app/paths.ts';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { PageBox } from '../components/ui/page-box.tsx';

export function Component() {
  return (
    <Container>
      <>
        <title>Спасибо!&nbsp;— Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </>
      <PageBox
        title="Спасибо, заявка отправлена"
        mark="success"
        actions={<ButtonLink to={paths.home()}>Вернуться на&nbsp;главную</ButtonLink>}
      >
        <p>Мы получили ваше обращение и&nbsp;свяжемся с&nbsp;вами в&nbsp;ближайшие рабочие дни по&nbsp;указанным контактам.</p>
      </PageBox>
    </Container>
  );
}
