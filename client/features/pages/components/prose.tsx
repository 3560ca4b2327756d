// The fund editors' HTML (articles of single pages, events, biographies) in readable type: a measure
// of about 75 characters, spaced headings and lists, tables that scroll rather than overflow, images
// and players that fit the column.
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';

export const Prose = styled.div`
  max-width: 820px;
  font-size: 18px;
  line-height: 1.7;
  overflow-wrap: break-word;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  h2 {
    margin: 1.6em 0 0.6em;
    font-size: 28px;
  }
  h3 {
    margin: 1.4em 0 0.5em;
    font-size: 22px;
  }
  a {
    color: ${colors.purple};
    text-underline-offset: 3px;
  }
  /* An address is never split at its hyphen (QA: «info@venture-» / «karelia.example»). */
  a[href^='mailto:'] {
    white-space: nowrap;
  }
  aside {
    margin: 0 0 1.5em;
    padding: 12px 16px;
    border-radius: 12px;
    background: ${colors.surface};
    font-size: 15px;
    line-height: 1.5;
    color: ${colors.inkSoft};
  }
  aside p {
    margin: 0;
  }
  small {
    display: inline-block;
    font-size: 14px;
    line-height: 1.5;
    color: ${colors.inkSoft};
  }
  table {
    display: block;
    max-width: max-content;
    overflow-x: auto;
    margin: 0 0 1.5em;
    border-collapse: collapse;
    font-size: 16px;
    line-height: 1.5;
  }
  td,
  th {
    padding: 8px 12px;
    border: 1px solid ${colors.line};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${colors.surface};
  }
  /* An editor's image keeps its proportions in the column: its height attribute (1200 for a 2000 px
     picture) left a tall blank box once the width shrank (QA). */
  img,
  video {
    max-width: 100%;
    height: auto;
  }
  img,
  video,
  iframe,
  figure {
    margin: 0 0 1.5em;
  }
  figure img {
    margin-bottom: 0.5em;
  }
  figcaption {
    font-size: 15px;
    color: ${colors.inkSoft};
  }
  /* An embedded player fills the column at 16:9, whatever size the editor's code gave it (QA: 900 px
     wide on a 390 px phone). */
  iframe {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: 12px;
  }
  /* Code or a preformatted block wraps its long lines instead of widening the page (QA: 1,906 px). */
  pre {
    margin: 0 0 1.5em;
    padding: 12px 16px;
    border-radius: 12px;
    background: ${colors.surface};
    font-size: 15px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: 0 0 1.5em;
    padding-left: 20px;
    border-left: 4px solid ${colors.purpleLight};
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    font-size: 17px;

    h2 {
      font-size: 24px;
    }
  }
`;
