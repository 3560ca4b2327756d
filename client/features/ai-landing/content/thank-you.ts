// What each thank-you page of the landing says (spec §2 "AI landing"), by the form that led there.
import { typesetDeep } from '#shared/typography.ts';
import type { AiThankYou } from '#client/app/paths.ts';
import type { AiSection } from './campaign.ts';

export interface AiThankYouContent {
  title: string;
  text: string;
  /** The event to suggest next. */
  next?: AiSection['page'];
}

export const AI_THANK_YOU_CONTENT: Record<AiThankYou, AiThankYouContent> = typesetDeep({
  contactUs: {
    title: 'Спасибо, заявка принята',
    text: 'Координатор кампании перезвонит вам в течение рабочего дня и ответит на вопрос.',
  },
  ideaContest: {
    title: 'Идея принята!',
    text: 'Мы подтвердим получение по телефону в течение двух рабочих дней. Итоги конкурса — 15.02.2027. А пока посмотрите, что ещё есть в кампании.',
    next: 'hackathon',
  },
  neuroArt: {
    title: 'Работа принята!',
    text: 'Кураторы посмотрят её до 22.02.2027 и позвонят, если работа попадёт в экспозицию.',
    next: 'ted',
  },
  hackathon: {
    title: 'Заявка на хакатон принята',
    text: 'До 05.03.2027 мы подтвердим участие по телефону и пришлём регламент и доступы к данным.',
    next: 'ideaContest',
  },
  forum: {
    title: 'Вы записаны на форум',
    text: 'Мы позвоним, чтобы подобрать для вас практикум и консультанта. Ссылку на трансляцию пришлём за день до форума.',
    next: 'neuroArt',
  },
  ted: {
    title: 'Регистрация на TED принята',
    text: 'Подтвердим место в зале по телефону за неделю до конференции. Если вы предложили тему выступления, куратор свяжется с вами до 01.03.2027.',
    next: 'forum',
  },
} satisfies Record<AiThankYou, AiThankYouContent>);
