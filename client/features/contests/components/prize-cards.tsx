// What the winners and finalists get: a card per prize with its headline figure and who receives it.
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';
import type { ArcticPrize } from '../arctic-contest.ts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: 28px;
  border-radius: 20px;
  background: ${colors.surface};

  &:first-child {
    background: linear-gradient(160deg, ${colors.purple} 0%, ${colors.purpleDark} 100%);
    color: ${colors.white};

    p,
    span {
      color: #e6e0ff;
    }
  }
  strong {
    display: block;
    margin-bottom: 14px;
    font-size: 34px;
    line-height: 1.1;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    flex: 1;
    margin: 0 0 18px;
    color: ${colors.inkSoft};
  }
  span {
    font-size: 14px;
    font-weight: 700;
    color: ${colors.purpleDark};
  }

  ${media.narrow} {
    padding: 22px 20px;

    strong {
      font-size: 28px;
    }
  }
`;

export function PrizeCards({ prizes }: { prizes: ArcticPrize[] }) {
  return (
    <Cards>
      {prizes.map((prize) => (
        <Card key={prize.title}>
          <strong>{prize.highlight}</strong>
          <h3>{prize.title}</h3>
          <p>{prize.text}</p>
          <span>{prize.recipients}</span>
        </Card>
      ))}
    </Cards>
  );
}
