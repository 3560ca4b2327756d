// Our `cx` must give exactly what Linaria's gives: it stands in for it inside every styled element.
import { cx as linariaCx } from '@linaria/core';
import { describe, expect, it } from 'vitest';
import { cx, type ClassName } from './class-names.ts';

const NAMES: ClassName[] = ['a1b2c3', 'x9y8 z7w6', '', ' lead', 'trail ', 'two  spaces', false, null, undefined, 0];

describe('cx', () => {
  it('joins the names Linaria would join, in the same order and spacing', () => {
    for (const first of NAMES) {
      for (const second of NAMES) {
        for (const third of NAMES) {
          expect(cx(first, second, third)).toBe(linariaCx(first, second, third));
        }
      }
    }
    expect(cx()).toBe('');
    expect(cx('button', 'button_md', 'button_theme', 'extra')).toBe('button button_md button_theme extra');
  });

  it('lets a later atomic class override an earlier one of the same property, as Linaria does', () => {
    expect(cx('atm_a_class1 atm_b_class2', 'plain', 'atm_a_class3')).toBe('atm_a_class3 atm_b_class2 plain');
    expect(cx('atm_a_class1 atm_b_class2', 'atm_a_class3')).toBe(linariaCx('atm_a_class1 atm_b_class2', 'atm_a_class3'));
  });
});
