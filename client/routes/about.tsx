// /o-fonde: what the fund is (mission, figures, principles), its people and its documents by category.
import { styled } from '@linaria/react';
import { serializeJsonForHtml } from '#shared/safe-json.ts';
import { siteInfo } from '#shared/site-info.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { CardGrid } from '../components/ui/card-grid.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { documentCategoriesQuery } from '../features/documents/api/get-document-categories.ts';
import { DocumentCategories } from '../features/documents/components/document-categories.tsx';
import { ApplyActions, CallToAction } from '../features/fund/components/call-to-action.tsx';
import { FundFigures } from '../features/fund/components/fund-figures.tsx';
import { fundFigures } from '../features/fund/facts/figures.ts';
import { fundMission, fundPrinciples } from '../features/fund/facts/mission.ts';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { PageSection } from '../features/pages/components/page-section.tsx';
import { personListQuery } from '../features/persons/api/get-person-list.ts';
import { PersonCard } from '../features/persons/components/person-card.tsx';
import { MissingPart } from '../components/missing-part.tsx';
import { useApi, usePagePart } from '../lib/api-context.tsx';
import { ensureParts, type LoaderFactory } from '../lib/route-data.ts';
import { useSiteConfig } from '../lib/site-config.tsx';

export const createLoader: LoaderFactory =
  ({ queryClient, api }) =>
  // The team and the documents are parts of their own: one that fails leaves the page to show (QA).
  () =>
    ensureParts([queryClient.ensureQueryData(personListQuery(api)), queryClient.ensureQueryData(documentCategoriesQuery(api))]);

const Mission = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: 64px;
  padding-top: 80px;

  h2 {
    margin: 0;
    font-size: 36px;
  }
  p {
    margin: 0 0 1em;
    font-size: 18px;
    line-height: 1.7;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    padding-top: 56px;
    /* One column up to 1199 px: lines stay readable (QA at 1199 px: 136 characters). */
    max-width: 760px;

    h2 {
      font-size: 28px;
    }
    p {
      font-size: 17px;
    }
  }
`;

const Principles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding-top: 20px;
    border-top: 3px solid ${colors.purple};
  }
  h3 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: 16px 0 0;
  font-size: 14px;
  color: ${colors.inkSoft};
`;

const Empty = styled.p`
  color: ${colors.inkSoft};
`;

/**
 * schema.org Organization for search engines (data, not script): the fund's name, site and contacts, on
 * the page about the fund (QA of the crawler's view: no page said whose site it is). Not on home, whose
 * first load it would make one file longer.
 */
function OrganizationStructuredData() {
  const { publicUrl } = useSiteConfig();
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteInfo.name,
    alternateName: siteInfo.shortName,
    description: siteInfo.description,
    url: `${publicUrl}/`,
    email: siteInfo.email,
    telephone: siteInfo.phone,
    // Typeset for the page (no-break spaces, a word joiner): plain text for a machine.
    address: siteInfo.address.replace(/\u00a0/g, ' ').replace(/\u2060/g, ''),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(organization) }} />;
}

export function Component() {
  const api = useApi();
  const personsPart = usePagePart(personListQuery(api));
  const documentsPart = usePagePart(documentCategoriesQuery(api));
  const persons = personsPart.data;
  const documents = documentsPart.data;

  return (
    <>
      <Seo
        title="О&nbsp;фонде"
        description="Венчурный фонд Республики Карелия: миссия, цифры, команда и&nbsp;документы фонда."
        path={paths.about()}
      />
      <OrganizationStructuredData />
      <PageIntro title="О&nbsp;фонде" lead={fundMission.lead}>
        <ButtonLink to={paths.startups()}>Как получить поддержку</ButtonLink>
        <ButtonLink to={paths.events()} theme="hollow">
          Мероприятия фонда
        </ButtonLink>
      </PageIntro>
      <Container>
        <Mission>
          <h2>{fundMission.title}</h2>
          <div>
            {fundMission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Mission>
        <PageSection id="figures" title="Фонд в&nbsp;цифрах">
          <FundFigures figures={fundFigures} />
          <Note>Демонстрационные данные.</Note>
        </PageSection>
        <PageSection id="principles" title="Как мы работаем">
          <Principles>
            {fundPrinciples.map((principle) => (
              <li key={principle.title}>
                <h3>{principle.title}</h3>
                <p>{principle.text}</p>
              </li>
            ))}
          </Principles>
        </PageSection>
        <PageSection
          id="team"
          title="Команда"
          note="Люди, которые рассматривают заявки, сопровождают проекты и&nbsp;проводят мероприятия фонда."
        >
          {!persons ? (
            <MissingPart part={personsPart} />
          ) : persons.items.length === 0 ? (
            <Empty>Скоро здесь появится команда фонда.</Empty>
          ) : (
            <CardGrid data-columns="4">
              {persons.items.map((person) => (
                <PersonCard key={person.slug} person={person} />
              ))}
            </CardGrid>
          )}
        </PageSection>
        <PageSection id="documents" title="Документы" note="Устав, отчёты, положения о&nbsp;программах и&nbsp;конкурсах фонда.">
          {!documents ? (
            <MissingPart part={documentsPart} />
          ) : documents.items.length === 0 ? (
            <Empty>Документы фонда скоро будут опубликованы.</Empty>
          ) : (
            <DocumentCategories categories={documents.items} />
          )}
        </PageSection>
        <CallToAction
          id="about-cta"
          title="Есть проект? Расскажите о&nbsp;нём фонду"
          text="Отправьте заявку&nbsp;— менеджер фонда свяжется с&nbsp;вами в&nbsp;течение пяти рабочих дней. Инвесторам мы поможем найти проекты для&nbsp;соинвестирования."
        >
          <ApplyActions />
        </CallToAction>
      </Container>
    </>
  );
}
