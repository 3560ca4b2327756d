// The frame every form control shares: the label (a red asterisk after it when required, spec §5), the
// control, a hint or counter, and the error message, shown only when the field is invalid and there is
// a message (spec §5). The ids tie them together for screen readers.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { colors } from './theme.ts';

const Frame = styled.div`
  display: grid;
  gap: 6px;
  /* Beside a taller field in a row (one with its error under it), the rows keep their height: stretched,
     the input grew 14 px and dropped out of line (QA at 1440 px). */
  align-content: start;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 15px;
  color: ${colors.ink};
`;

/** The red asterisk of a required field's label; a group's legend uses it too. */
export const RequiredMark = styled.span`
  color: ${colors.danger};
  margin-left: 2px;
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-size: 14px;
  min-height: 0;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
`;

const Aside = styled.p`
  margin: 0 0 0 auto;
  color: ${colors.inkSoft};
`;

export const controlIds = (id: string) => ({ error: `${id}-error`, aside: `${id}-aside` });

export function Field({
  id,
  label,
  required = false,
  error,
  aside,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  /** A hint or a counter, under the control on the right. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const ids = controlIds(id);
  return (
    <Frame>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {children}
      {error || aside ? (
        <Below>
          {error ? <ErrorText id={ids.error}>{error}</ErrorText> : null}
          {aside ? <Aside id={ids.aside}>{aside}</Aside> : null}
        </Below>
      ) : null}
    </Frame>
  );
}
