// A TextInput bound to a react-hook-form field: the value, the change, the blur and the field's error.
// Every form of the site writes its text fields with it; PhoneField and EmailField are the phone number
// and the e-mail address the same way everywhere (masked +7 and the phone keyboard; the e-mail keyboard
// and length limit; the browser's autofill for both).
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from '#client/components/ui/text-input.tsx';
import { EMAIL_MAX_LENGTH } from '#shared/application-limits.ts';
import { PHONE_MASK } from '#shared/lead-forms.ts';
import { phoneMaskInput, wholePhoneOf } from '#shared/phone.ts';

type InputProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'>;

/** `TOutput`: what the form's resolver makes of the values (a zod schema's output type). */
type FieldProps<TValues extends FieldValues, TOutput> = InputProps & {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
};

export function TextField<TValues extends FieldValues, TOutput = TValues>({ control, name, ...input }: FieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A field whose kind is fixed (its type, keyboard and autofill) and whose label has a default. */
type PresetFieldProps<TValues extends FieldValues, TOutput> = Omit<FieldProps<TValues, TOutput>, 'label' | 'type'> & { label?: string };

export function PhoneField<TValues extends FieldValues, TOutput = TValues>(props: PresetFieldProps<TValues, TOutput>) {
  return (
    <TextField
      label="Телефон"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      mask={PHONE_MASK}
      // `8 921 …` typed or pasted: the 8 is the country code, not the first digit of the code.
      prepare={phoneMaskInput}
      // A whole number pasted over a number begun replaces it.
      wholeValueOf={wholePhoneOf}
      placeholder="+7 (___) ___-__-__"
      {...props}
    />
  );
}

export function EmailField<TValues extends FieldValues, TOutput = TValues>(props: PresetFieldProps<TValues, TOutput>) {
  return <TextField label="Электронная почта" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}
