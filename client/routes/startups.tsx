// /startapam: what the fund offers startups, how to apply step by step, and the ways in: the project
// application, the support-programme page and, for investors, the consultation request.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { ApplicationSteps } from '../features/fund/components/application-steps.tsx';
import { ApplyActions, CallToAction } from '../features/fund/components/call-to-action.tsx';
import { StartupOffers } from '../features/fund/components/startup-offers.tsx';
import { applicationSteps, startupStages } from '../features/fund/facts/application.ts';
import { startupOffers } from '../features/fund/facts/offers.ts';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { PageSection } from '../features/pages/components/page-section.tsx';

const Who = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const WhoItem = styled.p`
  margin: 0;
  padding: 24px 28px;
  border-radius: 20px;
  border: 1px solid ${colors.line};
  font-size: 17px;

  strong {
    display: block;
    margin-bottom: 6px;
    font-size: 19px;
  }
`;

const SupportLink = styled.p`
  margin: 24px 0 0;
  font-size: 17px;
`;

export function Component() {
  return (
    <>
      <Seo
        title="Стартапам"
        description="Инвестиции, гранты, акселерация и&nbsp;экспертиза для&nbsp;стартапов Карелии: что предлагает фонд и&nbsp;как подать заявку."
        path={paths.startups()}
      />
      <PageIntro
        title="Стартапам"
        lead="Финансирование, акселерация и&nbsp;экспертиза для&nbsp;технологических команд Карелии&nbsp;— от&nbsp;первой идеи до&nbsp;выхода на&nbsp;новые рынки. Рассказываем, что даёт фонд и&nbsp;как получить поддержку."
      >
        <ButtonLink to={paths.projectApplication()}>Подать заявку</ButtonLink>
        <ButtonLink to={paths.supportProgram()} theme="hollow">
          Условия программ
        </ButtonLink>
      </PageIntro>
      <Container>
        <PageSection
          id="offers"
          title="Что даёт фонд"
          note="Выберите поддержку по&nbsp;стадии проекта&nbsp;— или расскажите о&nbsp;нём, и&nbsp;мы подберём программу вместе."
        >
          <StartupOffers offers={startupOffers} detailed />
          <SupportLink>
            Подробные условия и&nbsp;положения&nbsp;— на&nbsp;странице <Link to={paths.supportProgram()}>«Программы поддержки фонда»</Link>.
          </SupportLink>
        </PageSection>
        <PageSection id="who" title="Кому мы помогаем">
          <Who>
            {startupStages.map((stage) => (
              <WhoItem key={stage.title}>
                <strong>{stage.title}</strong>
                {stage.text}
              </WhoItem>
            ))}
          </Who>
        </PageSection>
        <PageSection
          id="how-to-apply"
          title="Как подать заявку"
          note="От&nbsp;заявки до&nbsp;решения обычно проходит от&nbsp;трёх до&nbsp;шести недель."
        >
          <ApplicationSteps steps={applicationSteps} />
        </PageSection>
        <CallToAction
          id="startups-cta"
          title="Готовы рассказать о&nbsp;проекте?"
          text="Заполните заявку на&nbsp;рассмотрение инвестиционного проекта&nbsp;— это займёт около пятнадцати минут. Инвесторы могут запросить консультацию по&nbsp;проектам фонда."
        >
          <ApplyActions />
        </CallToAction>
      </Container>
    </>
  );
}
