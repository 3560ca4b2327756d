// What each thank-you page of the landing says (spec §2 "AI landing"), by the form that led there.
import { typesetDeep } from '#shared/typography.ts';
import type { AiThankYou } from '#client/app/paths.ts';
import type { AiSection } from './campaign.ts';

export interface AiThankYouContent {
  title: string;
  text: string;
  /** Said instead of `text` before the event's first day of applications (campaign.ts `opensAt`). */
  earlyText?: string;
  /** The event the form registered for, which is not suggested. */
  event?: AiSection['page'];
  /** The event to suggest next, while it is still ahead (eventToSuggest). */
  next?: AiSection['page'];
}

export const AI_THANK_YOU_CONTENT: Record<AiThankYou, AiThankYouContent> = typesetDeep({
  // Only the question dialog («Связаться с нами», «Задать вопрос») leads here: its words, and its promise.
  contactUs: {
    title: 'Спасибо, вопрос отправлен',
    text: 'Специалист фонда перезвонит вам в\u00a0течение рабочего дня и\u00a0ответит на\u00a0вопрос.',
  },
  ideaContest: {
    title: 'Идея принята',
    text: 'Мы подтвердим получение по\u00a0телефону в\u00a0течение двух рабочих дней. Итоги конкурса\u00a0— 15.02.2027. А\u00a0пока посмотрите, что ещё есть в\u00a0кампании.',
    // As the form promised before the contest opens (QA: the form said «после 01.12.2026», this page «в течение двух рабочих дней»).
    earlyText:
      'Идея войдёт в\u00a0конкурс в\u00a0день открытия, 01.12.2026, и\u00a0после него мы позвоним, чтобы подтвердить получение. Итоги конкурса\u00a0— 15.02.2027. А\u00a0пока посмотрите, что ещё есть в\u00a0кампании.',
    event: 'ideaContest',
    next: 'hackathon',
  },
  neuroArt: {
    title: 'Работа принята',
    text: 'Кураторы посмотрят её до\u00a022.02.2027 и\u00a0позвонят, если работа попадёт в\u00a0экспозицию.',
    event: 'neuroArt',
    next: 'ted',
  },
  hackathon: {
    title: 'Заявка на\u00a0хакатон принята',
    text: 'До\u00a005.03.2027 мы позвоним, подтвердим участие и\u00a0расскажем, как получить регламент и\u00a0доступ к\u00a0данным.',
    event: 'hackathon',
    next: 'ted',
  },
  forum: {
    title: 'Вы записаны на\u00a0форум',
    text: 'Мы позвоним, чтобы подобрать для\u00a0вас практикум и\u00a0консультанта. Ссылку на\u00a0трансляцию отправим в\u00a0СМС за\u00a0день до\u00a0форума.',
    event: 'forum',
    next: 'ted',
  },
  ted: {
    title: 'Регистрация на\u00a0TED принята',
    text: 'Подтвердим место в\u00a0зале по\u00a0телефону за\u00a0неделю до\u00a0конференции. Если вы предложили тему выступления, куратор программы ответит вам в\u00a0течение недели.',
    event: 'ted',
    next: 'forum',
  },
} satisfies Record<AiThankYou, AiThankYouContent>);
