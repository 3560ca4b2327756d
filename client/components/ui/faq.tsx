// Questions and answers as native disclosures (<details>): keyboard- and screen-reader-friendly without
// script, and the answers are in the HTML for search engines. A plus turns into a minus when open.
import { styled } from '@linaria/react';
import { colors, media } from './theme.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

const List = styled.div`
  max-width: 960px;
  border-top: 1px solid ${colors.line};
`;

const Item = styled.details`
  border-bottom: 1px solid ${colors.line};

  summary {
    position: relative;
    display: block;
    padding: 24px 56px 24px 0;
    font-size: 20px;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before,
  summary::after {
    content: '';
    position: absolute;
    right: 12px;
    top: 50%;
    width: 18px;
    height: 2px;
    background: ${colors.purple};
    transition: transform 0.2s;
  }
  summary::after {
    transform: rotate(90deg);
  }
  &[open] summary::after {
    transform: rotate(0deg);
  }
  summary:hover {
    color: ${colors.purple};
  }
  p {
    max-width: 820px;
    margin: 0;
    padding: 0 0 24px;
    font-size: 17px;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    summary {
      padding: 20px 44px 20px 0;
      font-size: 17px;
    }
    p {
      font-size: 16px;
    }
  }
`;

export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Item>
      ))}
    </List>
  );
}
