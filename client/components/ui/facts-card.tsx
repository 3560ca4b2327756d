// The card of practical facts beside an inner page's title (PageIntro's aside): a contest's dates and way in,
// an event's days, place and registration. Its label names it for screen readers' landmark lists.
import { styled } from '@linaria/react';
import { colors, media } from './theme.ts';

export const FactsCard = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 400px;
  padding: 32px;
  border-radius: 24px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 48px rgba(67, 41, 154, 0.08);

  dl {
    display: grid;
    gap: 18px;
    margin: 0;
  }
  dt {
    margin-bottom: 2px;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
  }
  /* A place given as a link to a stream, or one long word, wraps in the card instead of pushing the
     page sideways (QA: 1,480 px at 1440). */
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${media.mobile} {
    width: 340px;
  }
  ${media.narrow} {
    width: auto;
    padding: 24px 20px;
  }
`;
