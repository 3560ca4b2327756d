// The applicant's contacts, asked the same way by the project and the contest application: name, then
// phone (masked) and e-mail side by side. Field ids are `<idPrefix>-name`, `-phone` and `-email`.
import type { Control, FieldPath } from 'react-hook-form';
import { PERSON_NAME_MAX_LENGTH } from '#shared/application-limits.ts';
import { EmailField, PhoneField, TextField } from '#client/components/text-field.tsx';
import { TwoColumns } from './form-parts.tsx';

interface ContactValues {
  name: string;
  phoneNumber: string;
  email: string;
}

export function ContactFields<TValues extends ContactValues>({ control, idPrefix }: { control: Control<TValues>; idPrefix: string }) {
  // The three names exist on every TValues; TypeScript cannot see it through the generic Path type.
  const field = (name: keyof ContactValues) => name as FieldPath<TValues>;
  return (
    <>
      <TextField
        control={control}
        name={field('name')}
        id={`${idPrefix}-name`}
        label="Имя и&nbsp;фамилия"
        required
        autoComplete="name"
        maxLength={PERSON_NAME_MAX_LENGTH}
      />
      <TwoColumns>
        <PhoneField control={control} name={field('phoneNumber')} id={`${idPrefix}-phone`} required />
        <EmailField control={control} name={field('email')} id={`${idPrefix}-email`} required />
      </TwoColumns>
    </>
  );
}
