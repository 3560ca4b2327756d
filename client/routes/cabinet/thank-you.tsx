// /cabinet/thank-you: where a sent contest application lands (spec §2).
import { styled } from '@linaria/react';
import { Helmet } from 'react-helmet-async';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { colors } from '../../components/ui/theme.ts';

const Box = styled.section`
  padding: 24px 0 48px;
  max-width: 720px;

  p {
    font-size: 18px;
    color: ${colors.inkSoft};
    margin: 0 0 32px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

export function Component() {
  return (
    <Box aria-labelledby="cabinet-thank-you">
      <Helmet>
        <title>Заявка сохранена — Личный кабинет — Венчурный фонд Карелии</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 id="cabinet-thank-you">Спасибо, заявка сохранена</h1>
      <p>Её статус и файлы — в разделе «Мои заявки». Пока заявка в статусе «Новая», её можно дополнить.</p>
      <div>
        <ButtonLink to={paths.cabinetApplications()}>Мои заявки</ButtonLink>
        <ButtonLink to={paths.home()} theme="basicWhiteWithBorder">
          На главную
        </ButtonLink>
      </div>
    </Box>
  );
}
