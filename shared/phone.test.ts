import { describe, expect, it } from 'vitest';
import { maskedPhone, normalizePhone, phoneMaskInput, wholePhoneOf } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['+7 (921) 000-10-01', '79210001001'],
    ['8 (921) 000-10-01', '79210001001'],
    ['8 921 000 10 01', '79210001001'],
    ['7-921-000-10-01', '79210001001'],
    ['+7 (8142) 00-10-01', '78142001001'],
    ['9210001001', '79210001001'],
    ['(921) 000 10 01', '79210001001'],
    ['\u00a0+7\u00a0921\u00a0000\u201110\u201101 ', '79210001001'],
  ])('turns %j into %s', (raw, normalized) => {
    expect(normalizePhone(raw)).toBe(normalized);
  });

  it.each([null, undefined, '', '   ', 'нет телефона'])('answers null when there is no number (%j)', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it.each([
    ['too short', '000-10-01'],
    ['11 digits not beginning with 7 or 8', '19210001001'],
    ['too long', '+7 (921) 000-10-01 доб. 123'],
    ['a foreign number', '+358 40 123 4567'],
  ])('answers null for %s', (_label, raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('keeps a normalised number as it is', () => {
    expect(normalizePhone('79210001001')).toBe('79210001001');
  });
});

describe('maskedPhone', () => {
  it('shows stored digits the way the mask writes them', () => {
    expect(maskedPhone('79210001001')).toBe('+7 (921) 000-10-01');
    expect(maskedPhone(null)).toBe('');
    expect(maskedPhone('123')).toBe('');
  });
});

describe('phoneMaskInput', () => {
  const empty = { value: '', unmaskedValue: '' };

  it('takes a first key 8 or 7 in the empty field for the country code', () => {
    expect(phoneMaskInput('8', empty)).toBe('+7');
    expect(phoneMaskInput('7', empty)).toBe('+7');
    expect(phoneMaskInput('9', empty)).toBe('9');
    expect(phoneMaskInput('+', empty)).toBe('+');
  });

  it('takes an 8 or 7 after the country code as a digit of the number', () => {
    expect(phoneMaskInput('8', { value: '+7', unmaskedValue: '' })).toBe('8');
    expect(phoneMaskInput('7', { value: '+7 (9', unmaskedValue: '9' })).toBe('7');
    expect(phoneMaskInput('7', { value: '+', unmaskedValue: '' })).toBe('7');
  });

  it('gives the mask the ten digits after the country code of a whole number pasted', () => {
    expect(phoneMaskInput('8 (921) 123-45-67', empty)).toBe('9211234567');
    expect(phoneMaskInput('+7 921 123 45 67', { value: '+7', unmaskedValue: '' })).toBe('9211234567');
    expect(phoneMaskInput('8142 77-77-77', empty)).toBe('8142777777');
    expect(phoneMaskInput('12-34', empty)).toBe('12-34');
    expect(phoneMaskInput('45-67', { value: '+7 (921) 123', unmaskedValue: '921123' })).toBe('45-67');
  });
});

describe('wholePhoneOf', () => {
  it('gives a pasted whole number as the field shows it, and nothing for part of one', () => {
    expect(wholePhoneOf('8 921 555 44 33')).toBe('+7 (921) 555-44-33');
    expect(wholePhoneOf('+7 (921) 555-44-33')).toBe('+7 (921) 555-44-33');
    expect(wholePhoneOf('9215554433')).toBe('+7 (921) 555-44-33');
    expect(wholePhoneOf('44-33')).toBeNull();
    expect(wholePhoneOf('позвоните мне')).toBeNull();
  });
});
