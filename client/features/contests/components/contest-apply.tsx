// The way into a contest: «Подать заявку» to the cabinet's contest form while applications are taken
// (through the sign-in dialog for a visitor not signed in), and in its place a plain notice when they
// are not, or when the contest has no nominations yet (a dead button would only frustrate).
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import { styled } from '@linaria/react';
import type { Contest } from '#shared/schemas/contest.ts';
import { formatDate } from '#shared/format-date.ts';
import { paths } from '#client/app/paths.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { colors } from '#client/components/ui/theme.ts';
import { useSignInFirst } from '#client/lib/sign-in-gate.tsx';
import { CLOSED_NOTICE, NOMINATIONS_PENDING, type ContestPhase } from '../contest-phase.ts';

const Notice = styled.div`
  padding: 16px 20px;
  border-radius: 14px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  color: ${colors.inkSoft};

  strong {
    display: block;
    margin-bottom: 2px;
    color: ${colors.ink};
    font-size: 17px;
  }
  p {
    margin: 0;
  }

  &[data-tone='dark'] {
    background: rgba(255, 255, 255, 0.1);
    border-color: rgba(255, 255, 255, 0.3);
    color: #dfe6f3;

    strong {
      color: ${colors.white};
    }
  }
`;

const wide = css`
  width: 100%;
`;

/** «Подать заявку»: the cabinet's contest form, after the sign-in dialog for a visitor not signed in. */
function ApplyLink({ slug, tone, block }: { slug: string; tone: 'light' | 'dark'; block: boolean }) {
  const href = paths.contestApplication(slug);
  const signInFirst = useSignInFirst(href);
  return (
    <ButtonLink to={href} theme={tone === 'dark' ? 'basicWhite' : 'mainBlue'} className={cx(block && wide)} {...signInFirst}>
      Подать заявку
    </ButtonLink>
  );
}

export function ContestApply({
  contest,
  phase,
  tone = 'light',
  block = false,
}: {
  contest: Pick<Contest, 'slug' | 'startAt' | 'endAt' | 'nominations'>;
  phase: ContestPhase;
  /** `dark` on a dark band: a white button, a translucent notice. */
  tone?: 'light' | 'dark';
  /** Full width of its column (a side card). */
  block?: boolean;
}) {
  // An application goes into one of the contest's nominations: with none announced yet, the form would
  // have nothing to choose from and could not be sent (QA).
  const waitsForNominations = phase === 'open' && contest.nominations.length === 0;
  if (phase === 'open' && !waitsForNominations) return <ApplyLink slug={contest.slug} tone={tone} block={block} />;
  return (
    <Notice data-tone={tone}>
      {waitsForNominations ? (
        <>
          <strong>{NOMINATIONS_PENDING}</strong>
          <p>Подать заявку можно будет, когда они появятся на&nbsp;странице конкурса.</p>
        </>
      ) : phase === 'closed' ? (
        <>
          <strong>{CLOSED_NOTICE}</strong>
          <p>Заявки принимались до&nbsp;{formatDate(contest.endAt)}. О&nbsp;следующем наборе расскажем в&nbsp;новостях фонда.</p>
        </>
      ) : (
        <>
          <strong>Приём заявок ещё не&nbsp;начался</strong>
          <p>Подать заявку можно будет с&nbsp;{formatDate(contest.startAt)}.</p>
        </>
      )}
    </Notice>
  );
}
