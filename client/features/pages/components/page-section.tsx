// A titled block of an inner page: an <h2> with an optional note and an action beside it.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { colors, media } from '#client/components/ui/theme.ts';

const Block = styled.section`
  padding-top: 80px;

  ${media.mobile} {
    padding-top: 56px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px 32px;
  margin-bottom: 32px;

  h2 {
    margin: 0;
    font-size: 36px;
  }
  p {
    max-width: 720px;
    margin: 12px 0 0;
    color: ${colors.inkSoft};
    font-size: 18px;
  }

  ${media.mobile} {
    margin-bottom: 24px;

    h2 {
      font-size: 28px;
    }
    p {
      font-size: 16px;
    }
  }
`;

export function PageSection({
  id,
  title,
  note,
  action,
  children,
}: {
  /** Names the section for assistive technology (aria-labelledby) and for in-page links. */
  id: string;
  title: ReactNode;
  note?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Block aria-labelledby={id}>
      <Head>
        <div>
          <h2 id={id}>{title}</h2>
          {note ? <p>{note}</p> : null}
        </div>
        {action}
      </Head>
      {children}
    </Block>
  );
}
