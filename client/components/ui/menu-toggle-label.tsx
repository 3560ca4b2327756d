// The label of a top bar's menu toggle: «Меню», or «Закрыть» while the menu is open. Both words take the
// same cell, the other one unseen, so the button keeps the width of the longer and nothing beside it
// moves when it is pressed (QA at 320 px: the landing's logo wrapped to three lines under «Закрыть»).
import { styled } from '@linaria/react';

const Label = styled.span`
  display: inline-grid;
  justify-items: start;

  /* A toggle with no icon, at the bar's edge, ends where the bar's content does. */
  &[data-align='end'] {
    justify-items: end;
  }

  & > span {
    grid-area: 1 / 1;
  }
  /* visibility, not display: the unseen word still sizes the cell, and is left out of the button's name. */
  & > span[data-unseen] {
    visibility: hidden;
  }
`;

export function MenuToggleLabel({ open, align = 'start' }: { open: boolean; align?: 'start' | 'end' }) {
  return (
    <Label data-align={align}>
      <span data-unseen={open ? '' : undefined}>Меню</span>
      <span data-unseen={open ? undefined : ''}>Закрыть</span>
    </Label>
  );
}
