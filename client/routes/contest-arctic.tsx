// /contest/arctic: the Arctic contest's own page (DESIGN §6). The API gives the name, dates and
// nominations; who it is for, the stages, prizes and questions are the page's own typed content
// (features/contests/arctic-contest.ts). Registered before /contest/:slug, which it would otherwise match.
import { formatDate } from '#shared/format-date.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { contestQuery, useContest } from '../features/contests/api/get-contest.ts';
import { ARCTIC_SLUG, arcticContest } from '../features/contests/arctic-contest.ts';
import { ArcticHero } from '../features/contests/components/arctic-hero.tsx';
import { AudienceCards } from '../features/contests/components/audience-cards.tsx';
import { ContestApply } from '../features/contests/components/contest-apply.tsx';
import { Faq } from '../components/ui/faq.tsx';
import { ContestTimeline } from '../features/contests/components/contest-timeline.tsx';
import { NominationCards } from '../features/contests/components/nomination-cards.tsx';
import { PrizeCards } from '../features/contests/components/prize-cards.tsx';
import { contestPhase } from '../features/contests/contest-phase.ts';
import { CallToAction, onDarkOutline } from '../features/fund/components/call-to-action.tsx';
import { PageSection } from '../features/pages/components/page-section.tsx';
import { ensureData, type LoaderFactory } from '../lib/route-data.ts';

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  async () => {
    await ensureData(queryClient, contestQuery(api, ARCTIC_SLUG));
    return null;
  };

export function Component() {
  const { data: contest, dataUpdatedAt } = useContest(ARCTIC_SLUG);
  const phase = contestPhase(contest, dataUpdatedAt);
  const open = phase === 'open';

  return (
    <>
      <Seo title={contest.name} description={arcticContest.seoDescription} path={paths.contest(contest.slug)} />
      <ArcticHero contest={contest} phase={phase} content={arcticContest} />
      <Container>
        <PageSection id="audience" title="Кому подойдёт конкурс">
          <AudienceCards audience={arcticContest.audience} />
        </PageSection>
        <PageSection
          id="nominations"
          title="Номинации"
          note="Заявка подаётся в&nbsp;одну номинацию. Победитель каждой получает грант и&nbsp;место в&nbsp;акселераторе."
        >
          <NominationCards nominations={contest.nominations} />
        </PageSection>
        <PageSection
          id="stages"
          title="Этапы и&nbsp;сроки"
          note="Даты по&nbsp;московскому времени. О&nbsp;переходе заявки на&nbsp;следующий этап сообщим в&nbsp;личном кабинете и&nbsp;по&nbsp;почте."
        >
          <ContestTimeline contest={contest} stages={arcticContest.stages} now={dataUpdatedAt} />
        </PageSection>
        <PageSection id="prizes" title="Призы">
          <PrizeCards prizes={arcticContest.prizes} />
        </PageSection>
        <PageSection id="faq" title="Вопросы и&nbsp;ответы">
          <Faq items={arcticContest.questions} />
        </PageSection>
        <CallToAction
          id="arctic-cta"
          title={open ? `Подайте заявку до\u00a0${formatDate(contest.endAt)}` : 'Проекты участников'}
          text={
            open
              ? 'Заявка занимает около получаса: понадобятся описание проекта, состав команды и\u00a0презентация. До\u00a0окончания приёма её можно дополнить.'
              : 'Посмотрите, какие проекты участвовали в\u00a0конкурсе. О\u00a0следующем наборе расскажем в\u00a0новостях фонда.'
          }
        >
          {open ? <ContestApply contest={contest} phase={phase} tone="dark" /> : null}
          <ButtonLink
            to={paths.contestParticipants(contest.slug)}
            theme={open ? 'hollow' : 'basicWhite'}
            className={open ? onDarkOutline : undefined}
          >
            Участники конкурса
          </ButtonLink>
        </CallToAction>
      </Container>
    </>
  );
}
