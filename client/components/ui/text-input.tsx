// A text field (spec §2, §5): text, textarea, number, email, password or tel; an optional input mask
// (react-imask; the phone's `+7 (000) 000-00-00`), a maximum length, a current/max counter under a
// textarea (one row by default, growing with its text) and under a full one-line field, the error
// message only when invalid. Controlled: react-hook-form drives it through a Controller (value, onChange,
// onBlur, ref).
import { css } from '@linaria/core';
import { cx } from '#client/lib/class-names.ts';
import type { ClipboardEvent, ReactNode, Ref } from 'react';
// The mask input and the one kind of mask the site uses, a pattern: react-imask's index imports every kind
// IMask has (dates, numbers, ranges, enums, dynamic masks…), 58 KB of minified script for a phone number.
// The pattern module registers itself with IMask, which builds the mask from the string.
import 'imask/esm/masked/pattern';
import IMaskInput from 'react-imask/esm/input';
import { controlIds, Field } from './field.tsx';
import { colors } from './theme.ts';
import { visuallyHidden } from './visually-hidden.ts';

export type TextInputType = 'text' | 'textarea' | 'number' | 'email' | 'password' | 'tel';

const control = css`
  width: 100%;
  font: inherit;
  font-size: 16px;
  color: ${colors.ink};
  background: ${colors.white};
  border: 1px solid #8f8ca6;
  border-radius: 12px;
  padding: 12px 14px;
  transition:
    border-color 0.15s,
    box-shadow 0.15s;

  &::placeholder {
    color: #6f6c86;
  }
  /* An invalid field stays red under the pointer. */
  &:hover:not(:disabled):not([aria-invalid='true']) {
    border-color: ${colors.inkSoft};
  }
  /* A solid ring, 3 px with the border (QA: the pale halo was 1.5:1 against white, hard to find). */
  &:focus {
    outline: none;
    border-color: ${colors.purple};
    box-shadow: 0 0 0 2px ${colors.purple};
  }
  &:disabled {
    background: ${colors.surface};
    color: ${colors.inkSoft};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

const counterFull = css`
  color: ${colors.danger};
`;

// Pages may carry no style attributes (CSP style-src 'self'), so the rows set the height by selector.
const textarea = css`
  resize: vertical;
  min-height: 48px;
  field-sizing: content;
  max-height: 320px;

  &[rows='2'] {
    min-height: calc(2 * 1.55em + 26px);
  }
  &[rows='3'] {
    min-height: calc(3 * 1.55em + 26px);
  }
  &[rows='5'] {
    min-height: calc(5 * 1.55em + 26px);
  }
`;

export interface TextInputProps {
  id: string;
  name: string;
  label: string;
  type?: TextInputType;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  required?: boolean;
  /** The message to show; shown only together with the invalid state. */
  error?: string | undefined;
  placeholder?: string;
  /** An imask pattern, e.g. `+7 (000) 000-00-00`. */
  mask?: string;
  /**
   * Rewrites what arrives in the masked field (a key, or pasted and autofilled text) before the mask
   * reads it character by character; gets what the mask holds at that moment.
   */
  prepare?: (chars: string, mask: { value: string; unmaskedValue: string }) => string;
  /**
   * For a masked field: the field's whole value when pasted text is one (a whole phone number), else
   * null. Such a paste replaces what the field held instead of going in at the cursor: added to a
   * number begun, its digits made another, complete-looking one (QA: `9`, then a pasted
   * `8 921 555 44 33`, gave +7 (989) 215-55-44).
   */
  wholeValueOf?: (pasted: string) => string | null;
  maxLength?: number;
  /** Rows of a textarea (spec §9: 1 by default). */
  rows?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  disabled?: boolean;
}

export function TextInput({
  id,
  name,
  label,
  type = 'text',
  value,
  onChange,
  onBlur,
  ref,
  required = false,
  error,
  placeholder,
  mask,
  prepare,
  wholeValueOf,
  maxLength,
  rows = 1,
  autoComplete,
  inputMode,
  disabled,
}: TextInputProps) {
  const ids = controlIds(id);
  const invalid = Boolean(error);
  // At the limit the counter says so: the browser cuts what is typed or pasted beyond it without a word
  // (QA: 6000 characters pasted into «О проекте» became 5000, the counter grey as ever). A one-line field
  // shows it at the limit only (QA: a pasted e-mail of 311 characters lost its @domain in silence).
  // A screen reader hears it in words: a bare «0/5000» after the field's name said nothing (QA).
  let counter: ReactNode;
  if (maxLength) {
    const count = (
      <>
        <span aria-hidden="true">{`${value.length}/${maxLength}`}</span>
        <span className={visuallyHidden}>{`${value.length} из\u00a0${maxLength} знаков`}</span>
      </>
    );
    if (value.length >= maxLength)
      counter = (
        <span className={counterFull}>
          {count}
          {'\u00a0— больше не\u00a0поместится'}
        </span>
      );
    else if (type === 'textarea') counter = count;
  }
  const describedBy = [invalid ? ids.error : null, counter ? ids.aside : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    placeholder,
    disabled,
    autoComplete,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };

  let controlElement;
  if (type === 'textarea') {
    controlElement = (
      <textarea
        {...common}
        ref={ref as Ref<HTMLTextAreaElement>}
        className={cx(control, textarea)}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else if (mask) {
    controlElement = (
      <IMaskInput
        {...common}
        inputRef={ref as Ref<HTMLInputElement>}
        className={control}
        type={type}
        inputMode={inputMode}
        mask={mask}
        prepare={prepare}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          const whole = wholeValueOf?.(event.clipboardData.getData('text'));
          if (whole == null) return;
          event.preventDefault();
          onChange(whole);
        }}
        lazy
        value={value}
        onAccept={(accepted: string) => {
          if (accepted !== value) onChange(accepted);
        }}
      />
    );
  } else {
    controlElement = (
      <input
        {...common}
        ref={ref as Ref<HTMLInputElement>}
        className={control}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }

  return (
    <Field id={id} label={label} required={required} error={error} aside={counter}>
      {controlElement}
    </Field>
  );
}
