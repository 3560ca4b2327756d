// /p/:slug: a static page of the fund (terms of use, the personal-data consent, the support
// programme and any other the editors publish): its title and content; unknown slugs are a 404.
import { styled } from '@linaria/react';
import { useParams } from 'react-router-dom';
import { siteInfo } from '#shared/site-info.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '#seo';
import { Container } from '../components/ui/container.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { singlePageQuery, useSinglePage } from '../features/pages/api/get-single-page.ts';
import { PageIntro } from '../features/pages/components/page-intro.tsx';
import { Prose } from '../features/pages/components/prose.tsx';
import { plainTextOf } from '../lib/html-text.ts';
import { ensureData, slugLoader } from '../lib/route-data.ts';
import { EmailLink } from '#client/components/ui/link.tsx';

export const createLoader = slugLoader(({ queryClient, api }, slug) => ensureData(queryClient, singlePageQuery(api, slug)));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: 56px;
  align-items: start;
  padding-top: 56px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 40px;
    padding-top: 32px;
  }
`;

const Questions = styled.aside`
  position: sticky;
  top: 120px;
  padding: 28px 32px;
  border-radius: 24px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};

  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
    color: ${colors.inkSoft};
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0 0 24px;
    padding: 0;
    list-style: none;
    font-weight: 600;
  }

  ${media.mobile} {
    position: static;
  }
  ${media.narrow} {
    padding: 24px 20px;
  }
`;

/** The page's opening words as its description: plain text of the first paragraph (Seo cuts it to length). */
function descriptionOf(html: string): string | undefined {
  // A note beside the text (an <aside>) is not what the page says (QA: two pages' descriptions were
  // the same demo notice).
  const said = html.replace(/<aside[\s\S]*?<\/aside>/gi, ' ');
  // Its first paragraph, without the headings before it and a clause's number (QA: the terms' snippet
  // began «1. Общие положения 1.1. Соглашение регулирует…»).
  const paragraph = /<p[\s>][\s\S]*?<\/p>/i.exec(said)?.[0] ?? said;
  const text = plainTextOf(paragraph).replace(/^(?:\d+\.)+\d*\s*/, '');
  return text || undefined;
}

export function Component() {
  const { slug = '' } = useParams();
  const { data: page } = useSinglePage(slug);

  return (
    <>
      <Seo title={page.title} description={descriptionOf(page.content)} path={paths.singlePage(page.slug)} />
      <PageIntro title={page.title} />
      <Container>
        <Layout>
          <Prose dangerouslySetInnerHTML={{ __html: page.content }} />
          <Questions aria-labelledby="page-questions">
            <h2 id="page-questions">Остались вопросы?</h2>
            <p>Напишите или позвоните в&nbsp;фонд&nbsp;— ответим в&nbsp;рабочее время.</p>
            <ul>
              <li>
                <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`}>{siteInfo.phone}</a>
              </li>
              <li>
                <EmailLink email={siteInfo.email} />
              </li>
            </ul>
            <ButtonLink to={paths.projectApplication()} size="sm">
              Подать заявку
            </ButtonLink>
          </Questions>
        </Layout>
      </Container>
    </>
  );
}
