// The fund in numbers: large figures with what they count, as a description list.
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';
import type { FundFigure } from '../facts/figures.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  margin: 0;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px;
  }

  /* Below 360 px two cards leave ~90 px for a label: «соинвесторами» would break inside the word. */
  @media (max-width: 359px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 8px;
  padding: 28px 28px 32px;
  border-radius: 20px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  /* The label's size follows the card's width on phones (below). */
  container-type: inline-size;

  dt {
    color: ${colors.inkSoft};
    font-size: 16px;
  }
  dd {
    margin: 0;
    font-size: 40px;
    font-weight: 800;
    line-height: 1.1;
    color: ${colors.purple};
    letter-spacing: -0.02em;
  }

  ${media.mobile} {
    padding: 20px;

    dd {
      /* Narrow phones: «1,2 млрд ₽» (one unit) stays on one line inside its card. */
      font-size: clamp(18px, 5.4vw, 28px);
    }
    dt {
      font-size: 14px;
      /* Small enough for «с соинвесторами» (8.5 em, «с» kept with its word) in a 360 px phone's card,
         where it was cut inside the word (QA). */
      font-size: min(14px, 10.8cqi);
    }
  }

  /* One card a row there (List): the figure has the whole width again. */
  @media (max-width: 359px) {
    dd {
      font-size: 28px;
    }
  }
`;

export function FundFigures({ figures }: { figures: FundFigure[] }) {
  return (
    <List>
      {figures.map((figure) => (
        <Figure key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </Figure>
      ))}
    </List>
  );
}
