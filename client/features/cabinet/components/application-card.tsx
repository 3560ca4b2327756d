// One application in the cabinet: what it is, its status (Новая, На рассмотрении, Одобрена, Отклонена),
// when it was sent, its files as download links, and «Редактировать» while editing is allowed.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#shared/application-limits.ts';
import { formatDate } from '#shared/format-date.ts';
import type { UploadedFile } from '#shared/schemas/files.ts';
import { colors } from '#client/components/ui/theme.ts';
import { Tooltip } from '#client/components/ui/tooltip.tsx';

/** What each status means for the visitor, told by the status badge's tooltip. */
const STATUS_HINTS: Record<ApplicationStatus, string> = {
  new: 'Заявка получена. Пока она в\u00a0этом статусе, её можно дополнить.',
  in_review: 'Эксперты фонда изучают заявку; изменить её уже нельзя.',
  accepted: 'Заявка одобрена: менеджер фонда свяжется с\u00a0вами.',
  rejected: 'Заявка отклонена. Подробности\u00a0— в\u00a0письме от\u00a0фонда.',
};

/** A new application that can no longer be changed: its contest has stopped taking applications (QA). */
const NEW_CLOSED_HINT = 'Заявка получена. Приём заявок завершён, поэтому изменить её уже нельзя.';

const Card = styled.article`
  display: grid;
  gap: 12px;
  /* What the applicant typed may be one long word (a name, a link): it wraps inside the card instead of
     widening the page (QA: a 200-letter project name made the page 3,600 px wide at 390). */
  min-width: 0;
  overflow-wrap: anywhere;
  padding: 24px 28px;
  border: 1px solid ${colors.line};
  border-radius: 20px;
  background: ${colors.white};

  h3 {
    margin: 0;
    font-size: 20px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  color: ${colors.inkSoft};
  font-size: 14px;
`;

const STATUS_COLORS: Record<ApplicationStatus, { background: string; color: string }> = {
  new: { background: colors.purpleLight, color: colors.purpleDark },
  in_review: { background: '#fff3d6', color: '#7a4b00' },
  accepted: { background: '#dcf5e6', color: '#155d34' },
  rejected: { background: '#fde3e4', color: '#8f1d22' },
};

const Status = styled.button`
  display: inline-block;
  padding: 4px 12px;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  font-size: 13px;
  cursor: help;

  &[data-status='new'] {
    background: ${STATUS_COLORS.new.background};
    color: ${STATUS_COLORS.new.color};
  }
  &[data-status='in_review'] {
    background: ${STATUS_COLORS.in_review.background};
    color: ${STATUS_COLORS.in_review.color};
  }
  &[data-status='accepted'] {
    background: ${STATUS_COLORS.accepted.background};
    color: ${STATUS_COLORS.accepted.color};
  }
  &[data-status='rejected'] {
    background: ${STATUS_COLORS.rejected.background};
    color: ${STATUS_COLORS.rejected.color};
  }
`;

const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: 10px;
    background: ${colors.surface};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
`;

export function ApplicationCard({
  title,
  kind,
  status,
  createdAt,
  summary,
  files,
  action,
}: {
  title: string;
  kind: string;
  status: ApplicationStatus;
  createdAt: string;
  summary: string;
  files: UploadedFile[];
  action?: ReactNode;
}) {
  return (
    <Card>
      <Top>
        {/* Without an action the application cannot be edited: «её можно дополнить» would be wrong. */}
        <Tooltip
          content={status === 'new' && !action ? NEW_CLOSED_HINT : STATUS_HINTS[status]}
          // Its start over the badge's, which starts the card's line (QA: centred, it was pushed to the window's edge).
          placement="top-start"
        >
          {(props) => (
            // «Статус: Новая» to a screen reader, which read a bare «Новая, кнопка» before the title (QA).
            <Status type="button" data-status={status} aria-label={`Статус: ${APPLICATION_STATUS_LABELS[status]}`} {...props}>
              {APPLICATION_STATUS_LABELS[status]}
            </Status>
          )}
        </Tooltip>
        <span>{kind}</span>
        <span>
          отправлена <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </span>
      </Top>
      <h3>{title}</h3>
      {summary ? <Text>{summary}</Text> : null}
      {files.length > 0 ? (
        <Files aria-label="Файлы заявки">
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.downloadLink} download={file.fileName}>
                {file.fileName}
              </a>
            </li>
          ))}
        </Files>
      ) : null}
      {action}
    </Card>
  );
}
