// /programy: the fund's contests (open ones first, each with a link to its page), the partner programmes
// the fund works with (logo, description) and useful links for entrepreneurs on other sites.
import { styled } from '@linaria/react';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { contestListQuery, useContestList } from '../features/contests/api/get-contest-list.ts';
import { ContestTeaser } from '../features/contests/components/contest-teaser.tsx';
import { ApplyActions, CallToAction } from '../features/fund/components/call-to-action.tsx';
import { partnerProgramsQuery, usePartnerPrograms } from '../features/partners/api/get-partner-programs.ts';
import { usefulLinksQuery, useUsefulLinks } from '../features/partners/api/get-useful-links.ts';
import { PartnerProgramCard } from '../features/partners/components/partner-program-card.tsx';
import { UsefulLinks } from '../features/partners/components/useful-links.tsx';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { PageSection } from '../features/pages/components/page-section.tsx';
import { ensureData, type LoaderFactory } from '../lib/route-data.ts';

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async () => {
    await Promise.all([
      ensureData(queryClient, contestListQuery(api)),
      ensureData(queryClient, partnerProgramsQuery(api)),
      ensureData(queryClient, usefulLinksQuery(api)),
    ]);
    return null;
  };

const Programs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Contests = styled.div`
  display: grid;
  gap: 24px;
`;

const Empty = styled.p`
  color: ${colors.inkSoft};
`;

export function Component() {
  const { data: contests, dataUpdatedAt: contestsFetchedAt } = useContestList();
  const { data: programs } = usePartnerPrograms();
  const { data: links } = useUsefulLinks();

  return (
    <>
      <Seo
        title="Программы"
        description="Партнёрские программы Венчурного фонда Республики Карелия и&nbsp;полезные ссылки для&nbsp;предпринимателей."
        path={paths.programs()}
      />
      <PageIntro
        title="Программы"
        lead="Фонд работает вместе с&nbsp;акселераторами, бизнес-инкубаторами, отраслевыми кластерами и&nbsp;университетами. Выберите программу партнёров, которая подходит вашему проекту, или начните с&nbsp;собственных программ фонда."
      >
        <ButtonLink to={paths.supportProgram()}>Программы поддержки фонда</ButtonLink>
        <ButtonLink to={paths.startups()} theme="hollow">
          Стартапам
        </ButtonLink>
      </PageIntro>
      <Container>
        {/* Always there: the footer's «Конкурсы» leads here (QA: with no contest, to nothing). */}
        <PageSection
          id="contests"
          title="Конкурсы фонда"
          note="Гранты и&nbsp;место в&nbsp;акселераторе фонда для&nbsp;лучших проектов каждой номинации."
        >
          {contests.items.length === 0 ? (
            <Empty>Новые конкурсы фонда скоро будут объявлены&nbsp;— следите за&nbsp;новостями.</Empty>
          ) : (
            <Contests>
              {contests.items.map((contest) => (
                <ContestTeaser key={contest.id} contest={contest} now={contestsFetchedAt} headingLevel={3} />
              ))}
            </Contests>
          )}
        </PageSection>
        <PageSection
          id="partner-programs"
          title="Партнёрские программы"
          note="Участникам программ партнёров фонд помогает с&nbsp;экспертизой и&nbsp;может рассмотреть их проекты в&nbsp;приоритетном порядке."
        >
          {programs.items.length === 0 ? (
            <Empty>Партнёрские программы скоро появятся.</Empty>
          ) : (
            <Programs>
              {programs.items.map((program) => (
                <PartnerProgramCard key={program.id} program={program} />
              ))}
            </Programs>
          )}
        </PageSection>
        {links.items.length > 0 ? (
          <PageSection
            id="useful-links"
            title="Полезные ссылки"
            note="Государственные сервисы и&nbsp;институты развития для&nbsp;предпринимателей."
          >
            <UsefulLinks links={links.items} />
          </PageSection>
        ) : null}
        <CallToAction
          id="programs-cta"
          title="Не&nbsp;знаете, какая программа подходит?"
          text="Отправьте заявку на&nbsp;рассмотрение проекта: менеджер фонда разберётся в&nbsp;задаче и&nbsp;предложит подходящую поддержку."
        >
          <ApplyActions />
        </CallToAction>
      </Container>
    </>
  );
}
