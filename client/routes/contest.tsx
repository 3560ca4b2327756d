// /contest/:slug: a contest's page: what it is about and its rules (the fund's HTML), the deadline and
// whether applications are still taken, the nominations, the way in (or the closed notice) and the link
// to its participants. /contest/arctic has a page of its own (contest-arctic.tsx).
import { useParams } from 'react-router-dom';
import { formatDate } from '#shared/format-date.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { contestQuery, useContest } from '../features/contests/api/get-contest.ts';
import { ContestApply } from '../features/contests/components/contest-apply.tsx';
import { ContestFacts } from '../features/contests/components/contest-facts.tsx';
import { NominationCards } from '../features/contests/components/nomination-cards.tsx';
import { contestPhase, NOMINATIONS_PENDING, type ContestPhase } from '../features/contests/contest-phase.ts';
import { CallToAction, onDarkOutline } from '../features/fund/components/call-to-action.tsx';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { PageSection } from '../features/pages/components/page-section.tsx';
import { Prose } from '../features/pages/components/prose.tsx';
import { ensureData, notFound, slugLoader } from '../lib/route-data.ts';

export const createLoader = slugLoader(async ({ queryClient, api }, slug) => {
  const contest = await ensureData(queryClient, contestQuery(api, slug));
  // The API also finds a contest by its id: /contest/12 is not a page of its own.
  if (contest.slug !== slug) notFound();
});

const closingCall: Record<ContestPhase, (endAt: string, startAt: string) => { title: string; text: string }> = {
  open: (endAt) => ({
    title: 'Готовы участвовать?',
    text: `Заявка подаётся в\u00a0личном кабинете до\u00a0${formatDate(endAt)}: выберите номинацию, расскажите о\u00a0проекте и\u00a0приложите презентацию.`,
  }),
  upcoming: (_endAt, startAt) => ({
    title: `Приём заявок начнётся ${formatDate(startAt)}`,
    text: 'Подготовьте описание проекта и\u00a0презентацию заранее\u00a0— а\u00a0пока посмотрите номинации и\u00a0условия конкурса.',
  }),
  closed: () => ({
    title: 'Проекты участников',
    text: 'Посмотрите, какие проекты участвовали в\u00a0конкурсе: их названия, номинации и\u00a0краткие описания.',
  }),
};

export function Component() {
  const { slug = '' } = useParams();
  const { data: contest, dataUpdatedAt } = useContest(slug);
  const phase = contestPhase(contest, dataUpdatedAt);
  // Open, but with no nominations to apply to yet (ContestApply says so in the facts).
  const waitsForNominations = phase === 'open' && contest.nominations.length === 0;
  const call = waitsForNominations
    ? {
        title: NOMINATIONS_PENDING,
        text: 'Подать заявку можно будет, когда фонд объявит номинации: следите за\u00a0этой страницей и\u00a0новостями фонда.',
      }
    : closingCall[phase](contest.endAt, contest.startAt);

  return (
    <>
      <Seo title={contest.name} description={contest.shortDescription} path={paths.contest(contest.slug)} />
      <PageIntro title={contest.name} lead={contest.shortDescription} aside={<ContestFacts contest={contest} phase={phase} />} />
      <Container>
        {contest.content ? (
          <PageSection id="about-contest" title="О&nbsp;конкурсе">
            <Prose dangerouslySetInnerHTML={{ __html: contest.content }} />
          </PageSection>
        ) : null}
        {contest.nominations.length > 0 ? (
          <PageSection
            id="nominations"
            title="Номинации"
            note={
              phase === 'closed'
                ? undefined
                : 'Заявка подаётся в\u00a0одну номинацию\u00a0— выберите ту, где сильные стороны проекта видны лучше.'
            }
          >
            <NominationCards nominations={contest.nominations} />
          </PageSection>
        ) : null}
        <CallToAction id="contest-cta" title={call.title} text={call.text}>
          {phase === 'open' && !waitsForNominations ? <ContestApply contest={contest} phase={phase} tone="dark" /> : null}
          <ButtonLink
            to={paths.contestParticipants(contest.slug)}
            theme={phase === 'open' ? 'hollow' : 'basicWhite'}
            className={phase === 'open' ? onDarkOutline : undefined}
          >
            Участники конкурса
          </ButtonLink>
        </CallToAction>
      </Container>
    </>
  );
}
