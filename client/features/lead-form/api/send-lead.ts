// The lead API's seven endpoints (spec §7 "Second API host") as one mutation: the form's fields in the
// body, the captcha token in its header (spec §4, §5), and the key that makes a repeat one lead.
import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_TOKEN_HEADER, LEAD_FORMS, type LeadFormKind } from '#shared/lead-forms.ts';
import type { LeadAccepted, LeadRequest } from '#shared/schemas/leads.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { storedOrFailure, useIdempotencyKey } from '#client/lib/create-send.ts';
import { leadKeys } from './keys.ts';

export interface SendLeadVariables {
  lead: LeadRequest;
  /** Null when the captcha is off (no site key outside production). */
  captchaToken: string | null;
}

export function useSendLead(kind: LeadFormKind) {
  const api = useApi();
  const repeat = useIdempotencyKey();
  return useMutation({
    mutationKey: leadKeys.send(kind),
    mutationFn: ({ lead, captchaToken }: SendLeadVariables) =>
      api
        .post<LeadAccepted>(LEAD_FORMS[kind].path, lead, {
          headers: { ...repeat.headers(), ...(captchaToken ? { [CAPTCHA_TOKEN_HEADER]: captchaToken } : {}) },
        })
        .then((answer) => storedOrFailure(answer, LEAD_FORMS[kind].path)),
    onSuccess: repeat.renew,
  });
}
