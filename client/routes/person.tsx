// /person/:slug: one of the fund's people — photo, name, position, biography and work contacts.
import { styled } from '@linaria/react';
import { useParams } from 'react-router-dom';
import { serializeJsonForHtml } from '#shared/safe-json.ts';
import { siteInfo } from '#shared/site-info.ts';
import type { Person } from '#shared/schemas/person.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { Prose } from '../features/pages/components/prose.tsx';
import { personQuery, usePerson } from '../features/persons/api/get-person.ts';
import { PersonPhoto } from '../features/persons/components/person-photo.tsx';
import { phoneLabel } from '../features/persons/phone-label.ts';
import { ensureData, slugLoader } from '../lib/route-data.ts';
import { useSiteConfig } from '../lib/site-config.tsx';
import { EmailLink } from '#client/components/ui/link.tsx';

export const createLoader = slugLoader(({ queryClient, api }, slug) => ensureData(queryClient, personQuery(api, slug)));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 56px;
  align-items: start;
  padding-top: 56px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 32px;
    padding-top: 32px;
  }
`;

const Contacts = styled.aside`
  padding: 28px 32px;
  border-radius: 24px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};

  h2 {
    margin: 0 0 16px;
    font-size: 20px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  /* The contact's label; not the parts of an e-mail address inside its link (QA: «PRESS» /
     «@VENTURE-KARELIA.EXAMPLE» in the label's style). */
  li > span {
    display: block;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
  }
  a {
    font-size: 17px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${media.narrow} {
    padding: 24px 20px;
  }
`;

const Photo = styled.div`
  padding: 8px;
  border-radius: 50%;
  background: ${colors.white};
  box-shadow: 0 12px 32px rgba(22, 20, 43, 0.12);

  > * {
    width: 200px;
    height: 200px;
  }

  ${media.narrow} {
    justify-self: start;
    order: -1;

    > * {
      width: 112px;
      height: 112px;
    }
  }
`;

/** schema.org Person for search engines (data, not script): who they are at the fund, and their contacts. */
function PersonStructuredData({ person }: { person: Person }) {
  const { publicUrl } = useSiteConfig();
  const { phoneNumber, email } = person.contacts;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    jobTitle: person.position,
    url: `${publicUrl}${paths.person(person.slug)}`,
    ...(person.photo && { image: person.photo.startsWith('http') ? person.photo : `${publicUrl}${person.photo}` }),
    ...(email && { email }),
    ...(phoneNumber && { telephone: `+${phoneNumber}` }),
    worksFor: { '@type': 'Organization', name: siteInfo.name, url: `${publicUrl}/` },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(data) }} />;
}

export function Component() {
  const { slug = '' } = useParams();
  const { data: person } = usePerson(slug);
  const { phoneNumber, email } = person.contacts;

  return (
    <>
      <Seo
        title={person.name}
        // A position is written as a heading («Руководитель пресс-службы»); after the dash it starts small.
        description={`${person.name} — ${lowerFirst(person.position)}, Венчурный фонд Республики Карелия.`}
        path={paths.person(person.slug)}
        image={person.photo ?? undefined}
      />
      <PersonStructuredData person={person} />
      <PageIntro
        title={person.name}
        lead={person.position}
        crumbs={[{ to: paths.about(), label: 'О\u00a0фонде' }]}
        aside={
          <Photo>
            <PersonPhoto person={person} size={200} eager />
          </Photo>
        }
      />
      <Container>
        <Layout>
          <Prose dangerouslySetInnerHTML={{ __html: person.biography }} />
          {phoneNumber || email ? (
            <Contacts aria-labelledby="person-contacts">
              <h2 id="person-contacts">Контакты</h2>
              <ul>
                {phoneNumber ? (
                  <li>
                    <span>Телефон</span>
                    <a href={`tel:+${phoneNumber}`}>{phoneLabel(phoneNumber)}</a>
                  </li>
                ) : null}
                {email ? (
                  <li>
                    <span>Эл. почта</span>
                    <EmailLink email={email} />
                  </li>
                ) : null}
              </ul>
            </Contacts>
          ) : null}
        </Layout>
      </Container>
    </>
  );
}

/** «Руководитель пресс-службы» → «руководитель пресс-службы»; an abbreviation («IT-директор», «CEO») keeps its capitals. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
