// In place of a list its page's loader could not get (lib/route-data.ts `ensureParts`): «Загружаем…»
// while the browser asks for it again after hydration, then, if that fails too, a line and «Повторить».
import { styled } from '@linaria/react';
import type { PagePart } from '#client/lib/page-query.ts';
import { Button } from './ui/button.tsx';
import { colors } from './ui/theme.ts';

/** A quiet line in place of a list: the part's, and a page's «nothing here yet». */
export const QuietNote = styled.p`
  margin: 0;
  padding: 28px 32px;
  border-radius: 20px;
  background: ${colors.surface};
  color: ${colors.inkSoft};
  font-size: 17px;
`;

export function MissingPart({ part }: { part: PagePart<unknown> }) {
  return part.failed ? (
    <QuietNote role="alert">
      Этот раздел сейчас не&nbsp;загрузился.{' '}
      <Button size="xs" theme="basicWhiteWithBorder" onClick={part.retry}>
        Повторить
      </Button>
    </QuietNote>
  ) : (
    <QuietNote aria-busy="true">Загружаем…</QuietNote>
  );
}
