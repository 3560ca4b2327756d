// /zayavka-na-rassmotrenie-investicionnogo-proekta: the project application (spec §2, §3; DESIGN §6).
// Open to visitors; a signed-in user's name, phone and e-mail are filled in from the profile and the
// application is linked to them. Files upload as they are chosen; the API stays the judge of every field.
// The cabinet edits a sent one with the same form (routes/cabinet/project-application.tsx).
import { styled } from '@linaria/react';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { ProjectApplicationForm } from '../features/applications/components/project-application-form.tsx';
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 7fr);
  gap: 56px;
  padding-top: 56px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 28px;
    padding-top: 32px;
  }
`;

const Intro = styled.div`
  h1 {
    font-size: 40px;
    ${media.mobile} {
      font-size: 30px;
    }
  }
  p {
    color: ${colors.inkSoft};
    font-size: 17px;
  }
  ol {
    margin: 24px 0 0;
    padding-left: 22px;
    display: grid;
    gap: 10px;
  }
`;

export function Component() {
  return (
    <Container>
      <Seo
        title="Заявка на&nbsp;рассмотрение инвестиционного проекта"
        description="Подайте заявку в&nbsp;Венчурный фонд Республики Карелия: расскажите о&nbsp;проекте, приложите презентацию&nbsp;— менеджер фонда свяжется с&nbsp;вами в&nbsp;течение пяти рабочих дней."
        path={paths.projectApplication()}
      />
      <Layout>
        <Intro>
          <h1>Заявка на&nbsp;рассмотрение инвестиционного проекта</h1>
          <p>Расскажите о&nbsp;проекте и&nbsp;приложите материалы&nbsp;— эксперты фонда изучат заявку и&nbsp;свяжутся с&nbsp;вами.</p>
          <ol>
            <li>Заполните контакты и&nbsp;расскажите о&nbsp;проекте.</li>
            <li>Приложите презентацию и&nbsp;финансовую модель, если они есть.</li>
            <li>Менеджер фонда свяжется с&nbsp;вами в&nbsp;течение пяти рабочих дней.</li>
          </ol>
        </Intro>
        <ProjectApplicationForm />
      </Layout>
    </Container>
  );
}
