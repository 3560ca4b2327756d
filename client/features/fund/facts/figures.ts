// The fund's key figures (home hero, About).
// Demo values: believable but invented. Typed data in one place per topic, so the fund edits one file and a
// page's chunk carries only the facts it shows.

export interface FundFigure {
  /** As shown, with its unit: «1,2 млрд ₽». */
  value: string;
  label: string;
}

export const fundFigures: FundFigure[] = [
  { value: '14\u00a0лет', label: 'поддерживаем стартапы Карелии' },
  { value: '186', label: 'проектов получили поддержку фонда' },
  { value: '1,2\u00a0млрд\u00a0₽', label: 'вложено в\u00a0проекты вместе с\u00a0соинвесторами' },
  { value: '41', label: 'компания в\u00a0инвестиционном портфеле' },
];
