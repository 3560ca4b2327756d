// A closing call on a dark band: a title, a line of text and one or two actions (passed in, so the page
// decides where they lead).
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { paths } from '#client/app/paths.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { actionRow } from '#client/components/ui/button-styles.ts';

const Band = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 32px;
  align-items: center;
  margin-top: 80px;
  padding: 56px 64px;
  border-radius: 28px;
  background:
    radial-gradient(circle at 90% 10%, rgba(229, 72, 138, 0.35), transparent 45%),
    linear-gradient(135deg, ${colors.purpleDark} 0%, ${colors.ink} 100%);
  color: ${colors.white};
  --focus-ring: ${colors.white};

  h2 {
    margin: 0 0 12px;
    font-size: 36px;
  }
  p {
    max-width: 640px;
    margin: 0;
    color: #e4e1f5;
    font-size: 18px;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    margin-top: 56px;
    padding: 36px 24px;
    border-radius: 20px;

    h2 {
      font-size: 28px;
    }
    p {
      font-size: 16px;
    }
  }
`;

export function CallToAction({ id, title, text, children }: { id: string; title: ReactNode; text: ReactNode; children: ReactNode }) {
  return (
    <Band aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
      </div>
      <div className={actionRow}>{children}</div>
    </Band>
  );
}

/** For a ButtonLink on the dark band: white outline, as the kit's `hollow` is purple on purple here. */
export const onDarkOutline = css`
  /* Doubled class: wins over the kit's theme whatever order the bundle puts them in. */
  && {
    background: transparent;
    color: ${colors.white};
    border-color: rgba(255, 255, 255, 0.7);
  }
  &&:hover {
    background: rgba(255, 255, 255, 0.12);
    color: ${colors.white};
  }
`;

/** The fund's two usual next steps on the band: the project application and the investors' consultation. */
export function ApplyActions() {
  return (
    <>
      <ButtonLink to={paths.projectApplication()} theme="basicWhite">
        Подать заявку
      </ButtonLink>
      <ButtonLink to={paths.consultation()} theme="hollow" className={onDarkOutline}>
        Консультация для&nbsp;инвесторов
      </ButtonLink>
    </>
  );
}
