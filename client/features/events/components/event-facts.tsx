// The practical side of an event, beside its title: when (days and Moscow times), where (with a map
// link), what kind, and the registration button while people may still sign up.
import { addressLinkLabel } from '../address-link-label.ts';
import { styled } from '@linaria/react';
import type { EventDetails } from '#shared/schemas/event.ts';
import type { ReactNode } from 'react';
import { colors } from '#client/components/ui/theme.ts';
import { FactsCard } from '#client/components/ui/facts-card.tsx';
import { eventPhase, eventSchedule, timesLabel } from '../event-schedule.ts';
import { EventDays } from './event-when.tsx';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';

const Secondary = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 16px;
  font-weight: 400;
  color: ${colors.inkSoft};
`;

const MapLink = styled.a`
  position: relative;
  display: inline-block;
  margin-top: 6px;
  font-size: 16px;
  font-weight: 500;
`;

const Register = styled.a`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 16px 28px;
  border-radius: 12px;
  background: ${colors.purple};
  color: ${colors.white};
  font-size: 17px;
  font-weight: 700;
  text-decoration: none;
  transition: background-color 0.15s;

  &:hover {
    background: ${colors.purpleDark};
  }
`;

const Status = styled.p`
  margin: 0;
  padding: 14px 18px;
  border-radius: 12px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  color: ${colors.inkSoft};
`;

/** `children` close the card (the share button). */
export function EventFacts({ event, now, children }: { event: EventDetails; now: number; children?: ReactNode }) {
  const schedule = eventSchedule(event);
  const times = timesLabel(schedule);
  const phase = eventPhase(event, now);
  const linkLabel = event.addressLink ? addressLinkLabel(event.addressLink) : null;
  return (
    <FactsCard aria-label="Когда и&nbsp;где">
      <dl>
        <div>
          <dt>{schedule.days.length === 1 ? 'Дата' : 'Даты'}</dt>
          <dd>
            <EventDays schedule={schedule} />
            {times ? <Secondary>{times} (время московское)</Secondary> : null}
          </dd>
        </div>
        <div>
          <dt>Место</dt>
          <dd>
            {event.address}
            {linkLabel ? (
              <>
                <br />
                <MapLink href={event.addressLink ?? undefined} target="_blank" rel="noopener noreferrer">
                  {linkLabel}
                  <span aria-hidden="true"> ↗</span>
                  <span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
                </MapLink>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Формат</dt>
          <dd>{event.group}</dd>
        </div>
      </dl>
      {phase === 'past' ? (
        <Status>Мероприятие завершилось.</Status>
      ) : event.registrationLink ? (
        <Register href={event.registrationLink} target="_blank" rel="noopener noreferrer">
          Зарегистрироваться<span aria-hidden="true"> ↗</span>
          <span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
        </Register>
      ) : (
        <Status>
          {phase === 'ongoing' ? 'Мероприятие уже идёт, регистрация закрыта.' : 'Регистрация на\u00a0сайте не\u00a0проводится.'}
        </Status>
      )}
      {children}
    </FactsCard>
  );
}
