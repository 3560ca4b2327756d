// Demo partner programmes: fictional programmes with generated logos (server/media/logo-art.ts).
import type { PaletteName } from '#server/media/palettes.ts';

export interface DemoPartnerProgram {
  name: string;
  /** One to three capital letters on the generated logo. */
  mark: string;
  palette: PaletteName;
  description: string;
}

export const DEMO_PARTNER_PROGRAMS: DemoPartnerProgram[] = [
  {
    name: 'Северный акселератор',
    mark: 'СА',
    palette: 'startups',
    description:
      'Трёхмесячная программа для технологических команд Северо-Запада: наставники, пилотные проекты с промышленными компаниями и демо-день перед инвесторами. Демонстрационная программа.',
  },
  {
    name: 'Онежский бизнес-инкубатор',
    mark: 'ОБИ',
    palette: 'fund',
    description:
      'Рабочие места, юридическое и бухгалтерское сопровождение для компаний первого года жизни на льготных условиях. Демонстрационная программа.',
  },
  {
    name: 'Лесной кластер Карелии',
    mark: 'ЛК',
    palette: 'events',
    description:
      'Предприятия лесной отрасли формулируют задачи, стартапы предлагают решения и проводят пилоты на производстве. Демонстрационная программа.',
  },
  {
    name: 'Университетский стартап-клуб',
    mark: 'УСК',
    palette: 'startups',
    description:
      'Студенческие команды превращают исследования в продукты: наставники фонда, тренировки выступлений и гранты на первый прототип. Демонстрационная программа.',
  },
];
