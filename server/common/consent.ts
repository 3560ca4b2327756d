// Proof of consent to the processing of personal data (152-FZ, DESIGN §5): stored with every
// application and lead that carries personal data, so the fund can show when, from where and to which
// policy version a person agreed.
import type { FastifyRequest } from 'fastify';
import { clientAddress } from './client-address.ts';

export interface ConsentProof {
  /** The form that collected the data, e.g. `project-application` or `lead:IdeaContest`. */
  form: string;
  policyVersion: string;
  givenAt: Date;
  ip: string;
  userAgent: string;
}

export function consentProof(request: FastifyRequest, form: string, policyVersion: string): ConsentProof {
  return {
    form,
    policyVersion,
    givenAt: new Date(),
    ip: clientAddress(request),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  };
}

/** Columns every table with personal data carries (written out in each migration), in the order of `consentColumnValues`. */
export const CONSENT_COLUMN_NAMES = [
  'consent_form',
  'consent_policy_version',
  'consent_given_at',
  'consent_ip',
  'consent_user_agent',
] as const;

export function consentColumnValues(proof: ConsentProof): unknown[] {
  return [proof.form, proof.policyVersion, proof.givenAt, proof.ip, proof.userAgent];
}
