import { describe, expect, it } from 'vitest';
import { phoneLabel } from './phone-label.ts';

describe('phoneLabel', () => {
  it('groups a mobile number after a three-digit code', () => {
    expect(phoneLabel('79210001004')).toBe('+7 (921) 000-10-04');
  });
  it('groups a regional number after a four-digit code', () => {
    expect(phoneLabel('78142001001')).toBe('+7 (8142) 00-10-01');
  });
  it('leaves anything else as digits', () => {
    expect(phoneLabel('123')).toBe('+123');
  });
});
