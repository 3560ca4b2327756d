// «Перейти к содержанию»: the keyboard's first stop on every page (WCAG 2.4.1), out of sight until it
// has focus. It takes focus past the top bar's links straight into the page's <main id="content">, so a
// keyboard user does not tab through the whole menu on each page. Before hydration the browser follows
// the #content link itself.
import { styled } from '@linaria/react';
import { CONTENT_ID, UNDER_MENU } from '#client/app/landmarks.ts';
import { colors } from '../ui/theme.ts';

const Anchor = styled.a`
  position: fixed;
  top: 8px;
  left: 16px;
  z-index: 110;
  padding: 10px 18px;
  border-radius: 10px;
  background: ${colors.white};
  color: ${colors.purple};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));

  /* The shadow only with the link on screen: above the window it showed as a grey smudge at the top. */
  &:focus {
    transform: none;
    box-shadow: 0 6px 24px rgba(22, 20, 43, 0.18);
  }
`;

export function SkipLink() {
  return (
    <Anchor
      // Out of reach under the open phone menu, like the content it leads to (QA: Tab from the menu
      // reached it, and it led nowhere).
      {...UNDER_MENU}
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        // Focus without a #content entry in the history and the URL.
        const content = document.getElementById(CONTENT_ID);
        if (!content) return;
        event.preventDefault();
        content.focus();
      }}
    >
      Перейти к&nbsp;содержанию
    </Anchor>
  );
}
