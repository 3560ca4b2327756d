// /zayavka-na-konsultaciyu-dlya-investorov: the investors' consultation request (DESIGN §5): the lead
// API's askQuestion with `landing` naming this form, then the thank-you page.
import { styled } from '@linaria/react';
import { useNavigate } from 'react-router-dom';
import type { ThankYouState } from './thank-you.tsx';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { LeadForm } from '../features/lead-form/components/lead-form.tsx';

const LANDING = 'zayavka-na-konsultaciyu-dlya-investorov';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: 64px;
  padding: 56px 0 0;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 32px;
    /* One column up to 1199 px: the intro and the form keep a readable width (QA at 1199 px). */
    max-width: 860px;
    padding-top: 32px;
  }
`;

const Intro = styled.div`
  h1 {
    font-size: 44px;
    ${media.mobile} {
      font-size: 30px;
    }
  }
  p {
    font-size: 18px;
    color: ${colors.inkSoft};
  }
  ul {
    margin: 24px 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 14px;
  }
  li {
    padding-left: 32px;
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 6px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${colors.purpleLight};
    box-shadow: inset 0 0 0 4px ${colors.purple};
  }
`;

const Card = styled.section`
  padding: 40px;
  border-radius: 24px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  box-shadow: 0 16px 48px rgba(22, 20, 43, 0.06);

  h2 {
    font-size: 24px;
    margin-bottom: 24px;
  }
  ${media.narrow} {
    padding: 24px 20px;
  }
`;

export function Component() {
  const navigate = useNavigate();
  return (
    <Container>
      <Seo
        title="Консультация для&nbsp;инвесторов"
        description="Запишитесь на&nbsp;консультацию Венчурного фонда Республики Карелия: соинвестирование, сделки с&nbsp;портфельными компаниями, налоговые льготы для&nbsp;инвесторов."
        path={paths.consultation()}
      />
      <Layout>
        <Intro>
          <h1>Консультация для&nbsp;инвесторов</h1>
          <p>
            Расскажем, как фонд соинвестирует в&nbsp;проекты Карелии, как войти в&nbsp;сделку вместе с&nbsp;нами и&nbsp;какие меры поддержки
            доступны частным и&nbsp;институциональным инвесторам.
          </p>
          <ul>
            <li>Подбор проектов из&nbsp;портфеля и&nbsp;воронки фонда под&nbsp;ваш профиль и&nbsp;чек</li>
            <li>Условия соинвестирования и&nbsp;структура сделки</li>
            <li>Региональные налоговые льготы и&nbsp;гранты для&nbsp;инвесторов</li>
            <li>Ответ специалиста в&nbsp;течение одного рабочего дня</li>
          </ul>
        </Intro>
        <Card aria-labelledby="consultation-form-title">
          <h2 id="consultation-form-title">Заявка на&nbsp;консультацию</h2>
          <LeadForm
            kind="askQuestion"
            landing={LANDING}
            idPrefix="consultation"
            questionLabel="Что вы хотели бы обсудить"
            askEmail
            submitLabel="Записаться на&nbsp;консультацию"
            leaveWarning="Заявка на&nbsp;консультацию ещё не&nbsp;отправлена: заполненные поля не&nbsp;сохранятся."
            onSent={() => void navigate(paths.thankYou(), { state: { sent: 'consultation' } satisfies ThankYouState })}
          />
        </Card>
      </Layout>
    </Container>
  );
}
