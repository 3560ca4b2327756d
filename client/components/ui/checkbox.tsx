// A checkbox (spec §2): either one yes/no value, or one of several values collected in an array (it is
// checked while the array holds its value). The label may hold links (the consent's policy link).
import { styled } from '@linaria/react';
import type { ReactNode, Ref } from 'react';
import { controlIds } from './field.tsx';
import { colors } from './theme.ts';

const Row = styled.div`
  display: grid;
  gap: 4px;
`;

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-size: 15px;
  line-height: 1.45;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${colors.purple};
    cursor: pointer;
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${colors.danger};
    outline-offset: 1px;
  }
`;

const ErrorText = styled.p`
  margin: 0 0 0 30px;
  font-size: 14px;
  color: ${colors.danger};
`;

interface CommonProps {
  id: string;
  name: string;
  label: ReactNode;
  error?: string | undefined;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Said to a screen reader (the form checks it itself: the consent, spec §4). */
  required?: boolean;
}

type BooleanProps = CommonProps & { checked: boolean; onChange: (checked: boolean) => void; value?: never; values?: never };
type ArrayProps = CommonProps & { value: string; values: readonly string[]; onChange: (values: string[]) => void; checked?: never };

export type CheckboxProps = BooleanProps | ArrayProps;

export function Checkbox(props: CheckboxProps) {
  const { id, name, label, error, onBlur, ref, disabled, required } = props;
  const ids = controlIds(id);
  const checked = props.values ? props.values.includes(props.value) : props.checked;
  const toggle = (next: boolean) => {
    if (props.values) {
      const others = props.values.filter((value) => value !== props.value);
      props.onChange(next ? [...others, props.value] : others);
    } else {
      props.onChange(next);
    }
  };
  return (
    <Row>
      <Label htmlFor={id}>
        <input
          id={id}
          ref={ref}
          type="checkbox"
          name={name}
          value={props.value}
          checked={checked}
          disabled={disabled}
          onChange={(event) => toggle(event.target.checked)}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        <span>{label}</span>
      </Label>
      {error ? <ErrorText id={ids.error}>{error}</ErrorText> : null}
    </Row>
  );
}
