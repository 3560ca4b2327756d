// /thank-you: where a sent project application or consultation request lands (spec §2). Private: it
// says what this visitor just did, so it is never cached and carries its own CSP nonce.
import { styled } from '@linaria/react';
import { Helmet } from 'react-helmet-async';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors } from '../components/ui/theme.ts';

const Box = styled.section`
  padding: 96px 0 48px;
  max-width: 720px;

  p {
    font-size: 18px;
    color: ${colors.inkSoft};
    margin: 0 0 32px;
  }
`;

export function Component() {
  return (
    <Container>
      <Helmet>
        <title>Спасибо! — Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <Box aria-labelledby="thank-you-title">
        <h1 id="thank-you-title">Спасибо, заявка отправлена</h1>
        <p>Мы получили ваше обращение и свяжемся с вами в ближайшие рабочие дни по указанным контактам.</p>
        <ButtonLink to="/">Вернуться на главную</ButtonLink>
      </Box>
    </Container>
  );
}
