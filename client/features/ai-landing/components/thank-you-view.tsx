// A thank-you page of the landing: what happens next and the way on, to the next event or back to the
// campaign. Not indexed (the page is private and no-store as well).
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { actionRow, buttonBase, buttonSizes, buttonThemes } from '#client/components/ui/button-styles.ts';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';
import { siteInfo } from '#shared/site-info.ts';
import { CAMPAIGN_NAME, eventToSuggest, opensLater, sectionOf } from '../content/campaign.ts';
import type { AiThankYouContent } from '../content/thank-you.ts';
import { heroBackground } from './backdrop.ts';

const Band = styled.section`
  padding: 120px 0 140px;
  background: ${heroBackground};
  color: ${colors.white};

  ${media.mobile} {
    padding: 64px 0 80px;
  }
`;

const Check = styled.span`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  /* Its 14 px halo stays inside the text column and clear of the heading (QA: it stuck out to the left). */
  margin: 14px 0 46px 14px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${colors.pink}, ${colors.purple});
  box-shadow: 0 0 0 14px rgba(229, 72, 138, 0.18);
`;

const Title = styled.h1`
  max-width: 860px;
  margin: 0 0 20px;
  font-size: 64px;
  font-weight: 900;
  letter-spacing: -0.03em;
  line-height: 1.02;

  ${media.narrow} {
    font-size: 38px;
  }
`;

const Text = styled.p`
  max-width: 680px;
  margin: 0 0 40px;
  font-size: 20px;
  color: #dfe2f5;

  ${media.narrow} {
    font-size: 17px;
  }
`;

const ghostClass = css`
  color: ${colors.white};
  border-color: rgba(255, 255, 255, 0.5);

  &:hover {
    border-color: ${colors.white};
  }
`;

export function ThankYouView({ content }: { content: AiThankYouContent }) {
  // The moment of this render: the server's and the browser's differ by the page's way, which could only
  // tell apart an event closing in that very second.
  const [now] = useState(Date.now);
  const next = content.next ? eventToSuggest(content.next, content.event, now) : null;
  const early = content.earlyText !== undefined && content.event !== undefined && opensLater(sectionOf(content.event), now);
  return (
    <Band aria-labelledby="ai-thank-you-title">
      {/* React hoists these into <head>. */}
      <title>{`${content.title} — «${CAMPAIGN_NAME}», ${siteInfo.shortName}`}</title>
      <meta name="robots" content="noindex" />
      <Container>
        <Check aria-hidden="true">
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5 10 17 19 7" />
          </svg>
        </Check>
        <Title id="ai-thank-you-title">{content.title}</Title>
        <Text>{early ? content.earlyText : content.text}</Text>
        {/* Full-width and one under another on a phone, as the main site's (QA: two widths at 390 px). */}
        <div className={actionRow}>
          {next ? (
            <Link to={paths.aiPage(next.page)} className={cx(buttonBase, buttonSizes.md, buttonThemes.basicWhite)}>
              {next.title}
              {'\u00a0'}
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
          <Link to={paths.aiPage('main')} className={cx(buttonBase, buttonSizes.md, ghostClass)}>
            На&nbsp;главную кампании
          </Link>
        </div>
      </Container>
    </Band>
  );
}
