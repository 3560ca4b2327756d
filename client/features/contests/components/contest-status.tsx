// A pill saying whether a contest takes applications, with its date: green while open, neutral after.
import { styled } from '@linaria/react';
import type { Contest, ContestListItem } from '#shared/schemas/contest.ts';
import { colors } from '#client/components/ui/theme.ts';
import { deadlineLabel, type ContestPhase } from '../contest-phase.ts';

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 8px 16px;
  border-radius: 999px;
  font-size: 15px;
  font-weight: 600;
  background: ${colors.surface};
  color: ${colors.inkSoft};
  border: 1px solid ${colors.line};

  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-phase='open'] {
    background: #e3f5ea;
    border-color: #bfe5cd;
    color: #17643d;
  }
  &[data-phase='upcoming'] {
    background: ${colors.purpleLight};
    border-color: #d9cffc;
    color: ${colors.purpleDark};
  }
  &[data-tone='dark'] {
    background: rgba(255, 255, 255, 0.12);
    border-color: rgba(255, 255, 255, 0.28);
    color: ${colors.white};
  }
  &[data-tone='dark'][data-phase='open']::before {
    background: #6ee7a8;
    box-shadow: 0 0 0 4px rgba(110, 231, 168, 0.25);
  }
`;

export function ContestStatus({
  contest,
  phase,
  tone = 'light',
}: {
  contest: Pick<Contest | ContestListItem, 'isOpen' | 'startAt' | 'endAt'>;
  phase: ContestPhase;
  tone?: 'light' | 'dark';
}) {
  return (
    <Pill data-phase={phase} data-tone={tone}>
      {deadlineLabel(contest, phase)}
    </Pill>
  );
}
