// The top progress bar of client navigations (spec §2, §9): it appears only when a navigation takes
// longer than 200 ms, runs towards the end over 5000 ms, and completes when the page arrives. Drawn by
// CSS animations switched with a data attribute (the pages' CSP allows no style attributes).
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { colors } from '../ui/theme.ts';

const SHOW_AFTER_MS = 200;
const FINISH_MS = 300;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 100;
  height: 3px;
  width: 0;
  background: linear-gradient(90deg, ${colors.purple}, ${colors.pink});
  pointer-events: none;

  &[data-state='running'] {
    animation: progress-run 5s cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  &[data-state='done'] {
    width: 100%;
    animation: progress-done 0.3s ease-out forwards;
  }
  @keyframes progress-run {
    from {
      width: 0;
    }
    to {
      width: 92%;
    }
  }
  @keyframes progress-done {
    from {
      opacity: 1;
    }
    to {
      opacity: 0;
    }
  }
`;

type BarState = 'hidden' | 'running' | 'done';

export function ProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  const [state, setState] = useState<BarState>('hidden');

  useEffect(() => {
    if (navigating) {
      const timer = setTimeout(() => setState('running'), SHOW_AFTER_MS);
      return () => clearTimeout(timer);
    }
    // Arrived: a bar that was showing completes and fades; one that never showed stays hidden.
    const finish = setTimeout(() => setState((current) => (current === 'running' ? 'done' : current)), 0);
    const hide = setTimeout(() => setState('hidden'), FINISH_MS);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [navigating]);

  if (state === 'hidden') return null;
  return <Bar data-state={state} role="progressbar" aria-label="Загрузка страницы" aria-busy={state === 'running'} />;
}
