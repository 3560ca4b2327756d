// The lead API's seven endpoints (spec §7 "Second API host") as one mutation: the form's fields in the
// body, the captcha token in its header (spec §4, §5), and the key that makes a repeat one lead.
import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_TOKEN_HEADER, LEAD_FORMS, type LeadFormKind } from '#shared/lead-forms.ts';
import type { LeadAccepted, LeadRequest } from '#shared/schemas/leads.ts';
import { useCreateSend } from '#client/lib/create-send.ts';
import { leadKeys } from './keys.ts';

export interface SendLeadVariables {
  lead: LeadRequest;
  /** Null when the captcha is off (no site key outside production). */
  captchaToken: string | null;
}

export function useSendLead(kind: LeadFormKind) {
  const create = useCreateSend();
  return useMutation({
    mutationKey: leadKeys.send(kind),
    mutationFn: ({ lead, captchaToken }: SendLeadVariables) =>
      create.send<LeadAccepted>(LEAD_FORMS[kind].path, lead, captchaToken ? { [CAPTCHA_TOKEN_HEADER]: captchaToken } : undefined),
    onSuccess: create.renew,
  });
}
