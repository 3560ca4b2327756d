// Linaria's styled DOM elements hand every prop to the element, as React would without `styled`: an
// attribute missing from @emotion/is-prop-valid's list (`part`, `exportparts`) still reaches the markup.
import { styled } from '@linaria/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const Box = styled.div`
  display: flex;
`;

describe('styled DOM elements', () => {
  it('render every prop they are given, as the element itself does', () => {
    const props = { id: 'box', part: 'label', 'aria-label': 'Коробка', 'data-kind': 'note', hidden: true } as const;
    const styledMarkup = renderToStaticMarkup(<Box {...props} />).replace(/ class="[^"]*"/, '');
    expect(styledMarkup).toBe(renderToStaticMarkup(<div {...props} />));
    expect(styledMarkup).toContain('part="label"');
  });
});
