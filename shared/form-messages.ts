// The Russian messages every form shares (spec §5, DESIGN §6): the lead forms, the profile and the
// applications say the same thing about the same mistake, in the browser and from the APIs alike.
// No zod here: the browser bundle imports this module.
export const FORM_MESSAGES = {
  required: 'Поле обязательно для заполнения',
  phone: 'Некорректный номер телефона',
  notText: 'Ожидается текст',
  consent: 'Необходимо согласие на обработку персональных данных',
} as const;
