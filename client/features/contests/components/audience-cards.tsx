// Who a contest is for: short titled cards, each with a check mark drawn in CSS.
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';
import type { ArcticAudience } from '../arctic-contest.ts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Card = styled.li`
  position: relative;
  padding: 28px 28px 28px 84px;
  border-radius: 20px;
  border: 1px solid ${colors.line};
  container-type: inline-size;

  /* A check in a circle: decoration, the list already says what it is. */
  &::before {
    content: '';
    position: absolute;
    left: 28px;
    top: 28px;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${colors.purpleLight};
  }
  &::after {
    content: '';
    position: absolute;
    left: 40px;
    top: 37px;
    width: 12px;
    height: 7px;
    border-left: 3px solid ${colors.purple};
    border-bottom: 3px solid ${colors.purple};
    transform: rotate(-45deg);
  }
  h3 {
    margin: 0 0 6px;
    font-size: 20px;
    /* «и предприниматели» (10 em, «и» kept with its word) fits a 320 px phone's card: it was cut (QA). */
    font-size: min(20px, 9.6cqi);
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    padding: 22px 20px 22px 72px;

    &::before {
      left: 20px;
      top: 22px;
    }
    &::after {
      left: 32px;
      top: 31px;
    }
  }
`;

export function AudienceCards({ audience }: { audience: ArcticAudience[] }) {
  return (
    <Cards>
      {audience.map((item) => (
        <Card key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </Cards>
  );
}
