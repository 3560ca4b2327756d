// A button that plays a recording in the kit's video popup. The popup's code loads and the player's
// frame is created only when it opens (the page's CSP allows the video host's frames only on pages that
// have a recording).
import { styled } from '@linaria/react';
import { NEEDS_SCRIPT } from '#client/components/ui/needs-script.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { useDialogs } from '#client/lib/dialog-host.tsx';
import { lazyWithReload } from '#client/lib/import-with-reload.ts';
import type { AiVideo } from '../content/types.ts';

const VideoPopup = lazyWithReload(() => import('#client/components/ui/video-popup.tsx').then((module) => ({ default: module.VideoPopup })));

const Play = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 16px;
  padding: 8px 24px 8px 8px;
  border: 0;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
  color: ${colors.white};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  transition: background-color 0.15s;

  &:hover {
    background: rgba(255, 255, 255, 0.2);
  }
  &[data-tone='light'] {
    background: ${colors.purpleLight};
    color: ${colors.ink};
  }
  &[data-tone='light']:hover {
    background: #e0d7ff;
  }
  small {
    display: block;
    font-size: 13px;
    font-weight: 500;
    opacity: 0.8;
  }
  ${media.narrow} {
    padding-right: 16px;
  }
`;

const Circle = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${colors.pink};
  color: ${colors.white};
  box-shadow: 0 0 0 8px rgba(229, 72, 138, 0.25);
`;

export function VideoTeaser({ video, label, tone = 'dark' }: { video: AiVideo; label: string; tone?: 'dark' | 'light' }) {
  const dialogs = useDialogs();
  return (
    <Play
      {...NEEDS_SCRIPT}
      type="button"
      aria-haspopup="dialog"
      data-tone={tone}
      onClick={() => dialogs.open((dismiss) => <VideoPopup title={video.title} src={video.embedUrl} onDismiss={dismiss} />)}
    >
      <Circle aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <path d="M6 3.5v13l11-6.5z" />
        </svg>
      </Circle>
      <span>
        {label}
        <small>
          {video.title} · {video.duration}
        </small>
      </span>
    </Play>
  );
}
