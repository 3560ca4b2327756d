// Document-wide rules: box model, type, link colours. Imported once by the entries.
import { css } from '@linaria/core';
import { colors, fontStack, layout, media } from '../components/ui/theme.ts';

export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    /* As under a dialog, the page under an open phone menu (its toggle in the top bar is expanded) keeps
       its place: a swipe over the menu scrolled it; a classic scrollbar's room stays (use-modal-dialog.ts).
       In CSS, apart from the inline overflow a dialog opened from the menu sets and restores, so the two
       can close in either order. */
    html:has(header [aria-controls][aria-expanded='true']) {
      overflow: hidden;
      scrollbar-gutter: stable;
    }
    /* The top bar is fixed over the page: whatever the browser scrolls into view (a control reached with
       Tab, a field focused by a form's failed send, an anchor) stops below it, and a field keeps its label
       in view above it. (The page's scroll-padding, which Chrome reads as «hidden» for a control partly
       under the bar; a scroll-margin on the elements alone left such a textarea under it, QA.) */
    html {
      -webkit-text-size-adjust: 100%;
      scroll-padding-top: ${layout.topBarDesktop};
      ${media.mobile} {
        scroll-padding-top: ${layout.topBarMobile};
      }
    }
    input,
    textarea,
    select {
      scroll-margin-top: 56px;
    }
    /* A heading an #anchor leads to stops a little below the bar, not touching it (QA: «Конкурсы фонда»
       from the footer's «Конкурсы»). */
    h2[id],
    h3[id] {
      scroll-margin-top: 24px;
    }
    body {
      margin: 0;
      font-family: ${fontStack};
      font-size: 16px;
      line-height: 1.55;
      color: ${colors.ink};
      background: ${colors.white};
      /* A word longer than its line (Russian has many: «Пользовательское» in a heading on a 320 px phone,
         a long link in an article) breaks instead of pushing the page sideways; sizes are unchanged. */
      overflow-wrap: break-word;
    }
    img {
      max-width: 100%;
      display: block;
    }
    a {
      color: ${colors.purple};
    }
    /* A phone number is one word: it never breaks at its spaces or hyphens (QA at 320 px: «00-00-» /
       «00»). An e-mail address breaks only before its @, between its two parts (EmailLink, ui/link.tsx). */
    a[href^='tel:'],
    a[href^='mailto:'] > span {
      white-space: nowrap;
    }
    /* And the address, an inline block, goes to the next line whole where it fits on one: only a line
       narrower than the address breaks it (QA at 390 px: «info» was left alone at a line's end). */
    a[href^='mailto:'] {
      display: inline-block;
      max-width: 100%;
    }
    h1,
    h2,
    h3 {
      line-height: 1.2;
      margin: 0 0 0.5em;
      /* Lines of even length, so a heading never leaves one word alone on its last line (QA: the
         hackathon's «научить» at 390 px). */
      text-wrap: balance;

      /* On a phone a heading's long word is hyphenated where the browser knows Russian (Chrome on
         Android, Safari) instead of being cut at the edge; elsewhere it still breaks (body, above). */
      ${media.narrow} {
        hyphens: auto;
      }
    }
    /* Pink on white; a band in the brand's purple or pink sets --focus-ring to white, as pink on it
       reads under the 3:1 that a focus indicator needs (the accessibility pass: 2.2:1 on purple). */
    :focus-visible {
      outline: 3px solid var(--focus-ring, ${colors.pink});
      outline-offset: 2px;
    }
    /* Reduced motion: nothing glides (QA: the cards still rose under the pointer with a transition). The
       components with motion of their own (dialogs, the slider, the spinner) set their own rules too. */
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
    /* Where a navigation puts focus (lib/page-focus.tsx: a page's heading, an #anchor's section): a place
       to read from, not a control. */
    [tabindex='-1']:focus {
      outline: none;
    }
  }
`;
