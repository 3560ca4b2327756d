// The section with an event's lead form: what happens after sending on the left, the form on a card on
// the right. The app puts the form in (the landing knows no forms).
import { styled } from '@linaria/react';
import { NEEDS_SCRIPT } from '#client/components/ui/needs-script.ts';
import type { ReactNode } from 'react';
import { siteInfo } from '#shared/site-info.ts';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { heroBackground } from './backdrop.ts';
import { FORM_ANCHOR } from './event-hero.tsx';
import { EmailLink } from '#client/components/ui/link.tsx';

const Band = styled.section`
  padding: 96px 0;
  background: ${heroBackground};
  color: ${colors.white};

  ${media.mobile} {
    padding: 56px 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 560px);
  align-items: start;
  gap: 48px 80px;

  h2 {
    margin: 0 0 20px;
    font-size: 52px;
    font-weight: 900;
    letter-spacing: -0.02em;
    line-height: 1.05;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 32px;
    /* One column up to 1199 px: the form keeps a form's width (QA at 1199 px: 1159 px). */
    max-width: 760px;

    h2 {
      font-size: 36px;
    }
  }
`;

const Text = styled.p`
  max-width: 520px;
  margin: 0 0 32px;
  font-size: 19px;
  color: #dfe2f5;
`;

/** A word on when the form takes entries: before its first day, or once it is over. */
const Notice = styled.p`
  max-width: 520px;
  margin: -12px 0 32px;
  padding: 14px 18px;
  border-left: 4px solid ${colors.pink};
  border-radius: 0 12px 12px 0;
  background: rgba(255, 255, 255, 0.08);
  font-size: 17px;
`;

const Help = styled.p`
  margin: 0;
  font-size: 15px;
  color: #aab2e0;

  a {
    color: ${colors.white};
  }
`;

const Card = styled.div`
  padding: 40px;
  border-radius: 28px;
  background: ${colors.white};
  color: ${colors.ink};
  box-shadow: 0 24px 48px rgba(0, 0, 0, 0.3);

  ${media.narrow} {
    padding: 28px 20px;
    border-radius: 20px;
  }
`;

/**
 * `notice` is a word beside the form on when it takes entries; `closed`, said in place of the form once
 * entries are over (the card then needs no script).
 */
export function FormBlock({
  title,
  text,
  notice,
  closed,
  children,
}: {
  title: string;
  text: string;
  notice?: string | undefined;
  closed?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Band id={FORM_ANCHOR} aria-labelledby={`${FORM_ANCHOR}-title`}>
      <Container>
        <Grid>
          <div>
            <h2 id={`${FORM_ANCHOR}-title`}>{title}</h2>
            <Text>{text}</Text>
            {notice ? <Notice>{notice}</Notice> : null}
            <Help>
              Вопросы о{'\u00a0'}кампании: <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`}>{siteInfo.phone}</a>,{' '}
              <EmailLink email={siteInfo.email} />
            </Help>
          </div>
          {closed ? (
            <Card>
              <p>{closed}</p>
            </Card>
          ) : (
            <Card {...NEEDS_SCRIPT}>{children}</Card>
          )}
        </Grid>
      </Container>
    </Band>
  );
}
