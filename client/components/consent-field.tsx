// The personal-data consent (152-FZ: its own checkbox, unticked until the visitor ticks it, and given
// apart from any other document) with a link to its text, bound to a form's boolean field. The lead forms
// and both application forms ask for it in the same words, those the consent's text quotes
// (/p/processing-of-personal-data; QA: «…и принимаю пользовательское соглашение» joined the terms of use
// to it, which the text says it is not).
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Link } from '#client/components/ui/link.tsx';
import { paths } from '#client/app/paths.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';

export function ConsentField<TValues extends FieldValues>({
  control,
  name,
  id,
}: {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, boolean>;
  id: string;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <Checkbox
      id={id}
      name={name}
      ref={ref}
      checked={value === true}
      onChange={onChange}
      onBlur={onBlur}
      required
      error={error?.message}
      label={
        <>
          Я&nbsp;даю согласие на{' '}
          <Link to={paths.personalData()} target="_blank">
            обработку персональных данных<span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
          </Link>
        </>
      }
    />
  );
}
