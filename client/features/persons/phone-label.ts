// A stored phone (`79210001001`, shared/phone.ts) as people read it: `+7 (921) 000-10-01` for mobile
// and big-city numbers, `+7 (8142) 00-10-01` for regional ones, whose area codes have four digits.
const THREE_DIGIT_AREA = /^(9\d\d|495|499|812)$/;

export function phoneLabel(phoneNumber: string): string {
  const digits = /^7(\d{10})$/.exec(phoneNumber)?.[1];
  if (!digits) return `+${phoneNumber}`;
  if (THREE_DIGIT_AREA.test(digits.slice(0, 3))) {
    return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
  }
  return `+7 (${digits.slice(0, 4)}) ${digits.slice(4, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}
