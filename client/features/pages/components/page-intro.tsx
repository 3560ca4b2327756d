// The top of an inner page: breadcrumbs from the home page to this one, the page's one <h1>, a lead paragraph
// and optional actions, on the soft gradient the home page's hero uses.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '#client/components/ui/breadcrumbs.tsx';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { actionRow } from '#client/components/ui/button-styles.ts';

const Band = styled.div`
  padding: 40px 0 56px;
  background: linear-gradient(135deg, ${colors.purpleLight} 0%, ${colors.surface} 45%, ${colors.white} 100%);
  border-bottom: 1px solid ${colors.line};

  ${media.mobile} {
    padding: 24px 0 36px;
  }
`;

const Trail = styled(Breadcrumbs)`
  margin-bottom: 28px;

  ${media.mobile} {
    margin-bottom: 20px;
  }
`;

/** The title's column: its width sets the title's largest size (Title). */
const TextColumn = styled.div`
  container-type: inline-size;
`;

const Title = styled.h1`
  max-width: 960px;
  margin: 0;
  font-size: 52px;
  /* Never larger than its column allows for a long run such as «с предпринимателями» (11 em, «с» kept
     with its word): beside an event's facts card at 768 px it was cut inside the word (QA). */
  font-size: min(52px, 8.9cqi);
  letter-spacing: -0.01em;

  ${media.mobile} {
    /* 34 px from a 400 px screen down, smaller below it: «Пользовательское» alone is 311 px at 34 px, wider
       than the 280 px a 320 px phone has for it. */
    font-size: clamp(26px, 8.5vw, 34px);
    font-size: min(clamp(26px, 8.5vw, 34px), 8.9cqi);
  }
`;

const Lead = styled.p`
  max-width: 760px;
  margin: 20px 0 0;
  font-size: 20px;
  color: ${colors.inkSoft};

  ${media.mobile} {
    font-size: 17px;
  }
`;

const Actions = styled.div`
  margin-top: 32px;
`;

const IntroLayout = styled.div`
  &[data-with-aside] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 48px;
    align-items: center;
  }

  ${media.narrow} {
    &[data-with-aside] {
      grid-template-columns: minmax(0, 1fr);
      gap: 28px;
    }
  }
`;

export function PageIntro({
  title,
  lead,
  crumbs = [],
  aside,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Links above the title after «Главная»; the current page is not repeated. */
  crumbs?: Crumb[];
  /** Shown beside the text on desktop, under it on mobile (a photo, key facts). */
  aside?: ReactNode;
  /** Actions under the lead. */
  children?: ReactNode;
}) {
  return (
    <Band>
      <Container>
        <Trail trail={crumbs} current={title} />
        <IntroLayout data-with-aside={aside ? '' : undefined}>
          <TextColumn>
            <Title>{title}</Title>
            {lead ? <Lead>{lead}</Lead> : null}
            {children ? <Actions className={actionRow}>{children}</Actions> : null}
          </TextColumn>
          {aside}
        </IntroLayout>
      </Container>
    </Band>
  );
}
