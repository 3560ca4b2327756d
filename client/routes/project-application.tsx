// /zayavka-na-rassmotrenie-investicionnogo-proekta: the project application (spec §2, §3; DESIGN §6).
// Open to visitors; a signed-in user's name, phone and e-mail are filled in from the profile and the
// application is linked to them. Files upload as they are chosen; the API stays the judge of every field.
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import { ABOUT_PROJECT_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH, PROJECT_SPHERE_MAX_LENGTH } from '#shared/application-limits.ts';
import { maskedPhone } from '#shared/phone.ts';
import { createProjectApplicationSchema } from '#shared/schemas/applications.ts';
import { paths } from '../app/paths.ts';
import { Seo } from '../components/seo.tsx';
import { Button } from '../components/ui/button.tsx';
import { ConsentField } from '../components/consent-field.tsx';
import { Container } from '../components/ui/container.tsx';
import { colors, media } from '../components/ui/theme.ts';
import { useSendProjectApplication } from '../features/applications/api/send-project-application.ts';
import { AttachmentsField, useAttachments } from '../features/applications/components/attachments-field.tsx';
import { FailureBox, FormCard } from '../features/applications/components/form-parts.tsx';
import { ContactFields } from '../features/applications/components/contact-fields.tsx';
import { TextField } from '../components/text-field.tsx';
import { failureMessage } from '../lib/api-client.ts';
import { showApiFieldErrors } from '../lib/form-errors.ts';
import { useAuth } from '../lib/auth.tsx';

const formSchema = createProjectApplicationSchema;
type Output = z.output<typeof formSchema>;
type Values = Omit<z.input<typeof formSchema>, 'consent' | 'attachments'> & { consent: boolean; attachments: string[] };
const resolver = zodResolver(formSchema) as unknown as Resolver<Values, unknown, Output>;
const FIELDS = ['name', 'phoneNumber', 'email', 'projectName', 'projectSphere', 'aboutProject', 'consent', 'attachments'] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 7fr);
  gap: 56px;
  padding-top: 56px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 28px;
    padding-top: 32px;
  }
`;

const Intro = styled.div`
  h1 {
    font-size: 40px;
    ${media.mobile} {
      font-size: 30px;
    }
  }
  p {
    color: ${colors.inkSoft};
    font-size: 17px;
  }
  ol {
    margin: 24px 0 0;
    padding-left: 22px;
    display: grid;
    gap: 10px;
  }
`;

export function Component() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const send = useSendProjectApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const attachments = useAttachments();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      name: '',
      phoneNumber: '',
      email: '',
      projectName: '',
      projectSphere: '',
      aboutProject: '',
      consent: false,
      attachments: [],
    },
  });
  const consent = useWatch({ control, name: 'consent' });

  // A signed-in user's contacts, where the visitor has not typed anything yet.
  useEffect(() => {
    if (!user) return;
    const profile = { name: user.name, phoneNumber: maskedPhone(user.phoneNumber), email: user.email ?? '' };
    for (const [field, value] of Object.entries(profile) as Array<[keyof typeof profile, string]>) {
      if (value && !getValues(field)) setValue(field, value);
    }
  }, [user, getValues, setValue]);

  const submit = handleSubmit(async (application) => {
    if (!attachments.ready) return;
    setFailure(null);
    try {
      await send.mutateAsync({ ...application, attachments: attachments.files.map((file) => file.id) });
      void navigate(paths.thankYou());
    } catch (error) {
      showApiFieldErrors(error, setError, FIELDS);
      setFailure(failureMessage(error));
    }
  });

  return (
    <Container>
      <Seo
        title="Заявка на рассмотрение инвестиционного проекта"
        description="Подайте заявку в Венчурный фонд Республики Карелия: расскажите о проекте, приложите презентацию — эксперты фонда ответят в течение 10 рабочих дней."
        path={paths.projectApplication()}
      />
      <Layout>
        <Intro>
          <h1>Заявка на рассмотрение инвестиционного проекта</h1>
          <p>Расскажите о проекте и приложите материалы — эксперты фонда изучат заявку и свяжутся с вами.</p>
          <ol>
            <li>Заполните контакты и расскажите о проекте.</li>
            <li>Приложите презентацию и финансовую модель, если они есть.</li>
            <li>Ответ придёт на почту в течение 10 рабочих дней.</li>
          </ol>
        </Intro>
        <FormCard
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={send.isPending}
          aria-label="Заявка на рассмотрение проекта"
        >
          <fieldset>
            <legend>Контакты</legend>
            <ContactFields control={control} idPrefix="project-contact" />
          </fieldset>
          <fieldset>
            <legend>Проект</legend>
            <TextField
              control={control}
              name="projectName"
              id="project-title"
              label="Название проекта"
              required
              maxLength={PROJECT_NAME_MAX_LENGTH}
            />
            <TextField
              control={control}
              name="projectSphere"
              id="project-sphere"
              label="Сфера проекта"
              required
              maxLength={PROJECT_SPHERE_MAX_LENGTH}
              placeholder="Например: лесопереработка, IT, туризм"
            />
            <TextField
              control={control}
              name="aboutProject"
              id="project-about"
              label="О проекте"
              type="textarea"
              rows={5}
              required
              maxLength={ABOUT_PROJECT_MAX_LENGTH}
            />
            <AttachmentsField {...attachments.field} submitted={isSubmitted} error={errors.attachments?.message} />
          </fieldset>
          <ConsentField control={control} name="consent" id="project-consent" />
          {failure ? <FailureBox role="alert">{failure}</FailureBox> : null}
          <div>
            <Button type="submit" pending={send.isPending} disabled={!consent || attachments.busy}>
              {attachments.busy ? 'Дождитесь загрузки файлов' : 'Отправить заявку'}
            </Button>
          </div>
        </FormCard>
      </Layout>
    </Container>
  );
}
