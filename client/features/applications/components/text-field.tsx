// A TextInput bound to a react-hook-form field: the value, the change, the blur and the field's error.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from '#client/components/ui/text-input.tsx';

type InputProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'>;

export function TextField<TValues extends FieldValues>({
  control,
  name,
  ...input
}: InputProps & { control: Control<TValues>; name: FieldPath<TValues> }) {
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
