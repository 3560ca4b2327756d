// The video popup of the kit (spec §2 "Other interface elements", §9): an embedded player on a dark blue
// backdrop at 80 %, its frame 854×480, shrinking to 640×360, 426×240 and 320×180 on narrower (or shorter) screens.
// It is the native <dialog> with showModal(), as the kit's Dialog: focus stays inside, Escape, a click
// on the backdrop or the close button closes it, the page's scroll is locked meanwhile, and focus goes
// back to what opened it. The player's frame exists only while the popup is open: nothing loads from
// the video host before the visitor asks for it.
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useId } from 'react';
import { colors } from './theme.ts';
import { useModalDialog } from './use-modal-dialog.ts';

const popup = css`
  box-sizing: content-box;
  max-width: none;
  max-height: none;
  /* A panel of its own under the title: on the backdrop alone, the page's white heading showed through
     behind it (QA at 390 px on the hackathon). */
  padding: 16px;
  border: 0;
  border-radius: 20px;
  background: ${colors.navy};
  color: ${colors.white};
  overflow: visible;
  animation: video-popup-in 0.2s ease-out;

  &::backdrop {
    background: rgba(11, 20, 55, 0.8);
    animation: video-popup-fade 0.2s ease-out;
  }
  &[data-closing] {
    animation: video-popup-out 0.2s ease-in forwards;
  }
  @keyframes video-popup-in {
    from {
      transform: translateY(48px);
      opacity: 0;
    }
  }
  @keyframes video-popup-out {
    to {
      transform: translateY(48px);
      opacity: 0;
    }
  }
  @keyframes video-popup-fade {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0.01s;
    &[data-closing] {
      animation-duration: 0.01s;
    }
  }
`;

/** The player's frame: 854×480, then 640×360, 426×240 and 320×180 as the window narrows or shortens. */
const Frame = styled.iframe`
  display: block;
  width: 854px;
  height: 480px;
  border: 0;
  border-radius: 12px;
  background: #000;
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.45);

  /* By the window's height too, so the title and the close button above the frame stay in a short
     window (QA: a phone held sideways, 844×390, cut the 640×360 frame's popup at the top). */
  @media (max-width: 900px), (max-height: 600px) {
    width: 640px;
    height: 360px;
  }
  @media (max-width: 680px), (max-height: 460px) {
    width: 426px;
    height: 240px;
  }
  @media (max-width: 460px), (max-height: 340px) {
    width: 320px;
    height: 180px;
  }
`;

/** The title and the close button above the frame; a long title wraps (on a phone the frame is 320 px). */
const Head = styled.div`
  /* As wide as the frame, whatever the title's length: it takes no width of its own in the popup's sizing. */
  width: 0;
  min-width: 100%;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 12px;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-top: 10px;
  font-size: 17px;
  font-weight: 600;
  line-height: 1.3;
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.16);
  color: ${colors.white};
  font-size: 28px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.3);
  }
`;

export interface VideoPopupProps {
  /** Names the popup and the player for screen readers. */
  title: string;
  /** The player's embeddable address (its origin must be in the page's frame-src). */
  src: string;
  /** Called once the popup has closed (after its animation). */
  onDismiss: () => void;
}

export function VideoPopup({ title, src, onDismiss }: VideoPopupProps) {
  const titleId = useId();
  const { dialogProps, close } = useModalDialog(onDismiss);

  return (
    <dialog {...dialogProps} className={popup} aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{title}</Title>
        <CloseButton type="button" aria-label="Закрыть видео" onClick={close}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Head>
      <Frame
        src={src}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </dialog>
  );
}
