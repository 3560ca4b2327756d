// Russian words that agree with a count (one, few, many: «1 поле», «3 поля», «5 полей»).

/** The word that agrees with a count: «номинация», «номинации», «номинаций». */
export function pluralForm(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
}

/** «1 номинация», «3 номинации», «5 номинаций» (with a non-breaking space). */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  return `${count}\u00a0${pluralForm(count, forms)}`;
}
