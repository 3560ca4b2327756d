// What the fund offers startups: a card per kind of support with its headline term; `detailed` adds
// the bullet points (the For startups page), the short form serves the home page.
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';
import type { StartupOffer } from '../facts/offers.ts';
import { OfferIcon } from './offer-icon.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px;
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Card = styled.li`
  /* The rows of a line of cards line up (subgrid): titles, amounts, texts and the point lists start at one
     height (QA at 1440 px: the lists' rules were up to 50 px apart). */
  display: grid;
  grid-row: span 4;
  grid-template-rows: subgrid;
  align-content: start;
  gap: 12px;
  padding: 28px;

  &[data-detailed] {
    grid-row: span 5;
  }
  border-radius: 20px;
  background: ${colors.white};
  border: 1px solid ${colors.line};

  h3 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  ul {
    align-self: start;
    margin: 8px 0 0;
    padding: 16px 0 0 1.2em;
    border-top: 1px solid ${colors.line};
    font-size: 15px;
  }
  li + li {
    margin-top: 6px;
  }

  /* On phones the icon sits beside the title and the amount, so four cards stay short. */
  ${media.narrow} {
    &,
    &[data-detailed] {
      grid-row: auto;
      grid-template-rows: none;
    }
    grid-template-columns: 48px minmax(0, 1fr);
    gap: 4px 16px;
    padding: 20px;

    > :first-child {
      grid-row: span 2;
      width: 48px;
      height: 48px;
    }
    > p,
    > ul {
      grid-column: 1 / -1;
      margin-top: 8px;
    }
    h2,
    h3 {
      font-size: 20px;
    }
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 16px;
  background: ${colors.purpleLight};
  color: ${colors.purple};
`;

const Highlight = styled.strong`
  font-size: 24px;
  font-weight: 800;
  color: ${colors.purple};
  letter-spacing: -0.01em;
`;

export function StartupOffers({
  offers,
  detailed = false,
  headingLevel = 3,
}: {
  offers: StartupOffer[];
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid>
      {offers.map((offer) => (
        <Card key={offer.kind} data-detailed={detailed ? '' : undefined}>
          <Icon>
            <OfferIcon kind={offer.kind} />
          </Icon>
          <Heading>{offer.title}</Heading>
          <Highlight>{offer.highlight}</Highlight>
          <p>{offer.text}</p>
          {detailed ? (
            <ul>
              {offer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
