// Attachments of an application (DESIGN §6): each file uploads as soon as it is chosen (POST /api/files),
// with its own progress; a file can be removed before sending; the limits are shown before choosing; a
// refused type or size is explained in Russian by the API, which stays the judge (types by content).
// The form keeps the list (useAttachments) and reads from it the ids of the files that finished
// uploading; `busy` tells it to wait for the rest, and a file the API refused keeps the application from
// going until it is removed.
import { styled } from '@linaria/react';
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ALLOWED_FORMATS_TEXT, MAX_ATTACHMENTS, UPLOAD_EXTENSIONS } from '#shared/application-limits.ts';
import type { UploadedFile } from '#shared/schemas/files.ts';
import { colors } from '#client/components/ui/theme.ts';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';
import { ApiRequestError, failureMessage } from '#client/lib/api-client.ts';
import { useApi } from '#client/lib/api-context.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { uploadFile } from '../api/upload-file.ts';

export interface AttachmentItem {
  key: string;
  fileName: string;
  state: 'uploading' | 'done' | 'failed';
  /** 0…1 while uploading. */
  progress: number;
  file?: UploadedFile;
  error?: string;
  /** The chosen file, kept when its upload failed for a reason that may pass (no connection, the service down, too many at once). */
  retry?: File;
}

/** A failure a new try may get past (QA: after an outage the only way was «Убрать» and choosing the file again). */
const mayPass = (error: unknown) => error instanceof ApiRequestError && (error.status === 0 || error.status === 429 || error.status >= 500);

const Frame = styled.div`
  display: grid;
  gap: 10px;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: 15px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${colors.inkSoft};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${colors.danger};
`;

const Picker = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 18px;
  border: 2px dashed #8f8ca6;
  border-radius: 14px;
  color: ${colors.purple};
  font-weight: 600;
  cursor: pointer;
  text-align: center;

  &:hover {
    border-color: ${colors.purple};
    background: ${colors.purpleLight};
  }
  &:focus-within {
    outline: 3px solid ${colors.pink};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${colors.inkSoft};
    background: ${colors.surface};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  padding: 10px 14px;
  border: 1px solid ${colors.line};
  border-radius: 12px;

  span {
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
  }
  progress {
    grid-column: 1 / -1;
    width: 100%;
    height: 6px;
    accent-color: ${colors.purple};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 14px;
    color: ${colors.danger};
  }
  /* A no-break space: a long file name starts beside the mark, not under it (QA at 390 px). */
  &[data-state='done'] span::before {
    content: ${JSON.stringify('✓\u00a0')};
    color: #1d7a46;
  }
`;

/** The row's buttons, side by side in its last column. */
const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

const Remove = styled.button`
  border: 0;
  background: transparent;
  color: ${colors.inkSoft};
  font: inherit;
  font-size: 14px;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${colors.danger};
  }
`;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}\u00a0МБ`;
let nextKey = 0;

const REFUSED_FILES_MESSAGE = 'Уберите из\u00a0списка файлы, которые не\u00a0загрузились, или выберите их заново';

/**
 * The attachments' list, kept by the form that shows an AttachmentsField, and what the form reads of it:
 * the files uploaded, whether one is still uploading, and `ready`, false while a refused file is in the
 * list. An application sent then would go without that file (the presentation, say) while the visitor
 * believes it attached, so the form waits. `initial`: the files the application already has (editing).
 */
const uploadedItem = (file: UploadedFile): AttachmentItem => ({ key: file.id, fileName: file.fileName, state: 'done', progress: 1, file });

export function useAttachments(initial: UploadedFile[] = []) {
  const [items, setItems] = useState<AttachmentItem[]>(() => initial.map(uploadedItem));
  const [initialKeys] = useState(() => initial.map((file) => file.id).join('\n'));
  return {
    /** A file was added or removed since the form opened. */
    changed: items.map((item) => item.key).join('\n') !== initialKeys,
    files: items.flatMap((item) => (item.state === 'done' && item.file ? [item.file] : [])),
    busy: items.some((item) => item.state === 'uploading'),
    ready: !items.some((item) => item.state === 'failed'),
    field: { items, setItems },
    /** Puts back files uploaded before (a draft kept when the session ended: lib/session-draft.ts). */
    restore: (files: UploadedFile[]) => setItems(files.map(uploadedItem)),
  };
}

/** An edit's files for the API: those the application had and keeps, and those added to it. */
export function editedAttachments(had: UploadedFile[], files: UploadedFile[]) {
  const existing = new Set(had.map((file) => file.id));
  const ids = files.map((file) => file.id);
  return { appendedAttachments: ids.filter((id) => existing.has(id)), newAttachments: ids.filter((id) => !existing.has(id)) };
}

export function AttachmentsField({
  items,
  setItems,
  submitted = false,
  error,
}: {
  /** The list and its setter, from useAttachments. */
  items: AttachmentItem[];
  setItems: Dispatch<SetStateAction<AttachmentItem[]>>;
  /** The form has been sent at least once: a refused file still in the list is then an error. */
  submitted?: boolean;
  error?: string | undefined;
}) {
  const api = useApi();
  const { uploadMaxBytes } = useSiteConfig();
  const id = useId();
  const uploads = useRef(new Map<string, AbortController>());
  // Files left out of a choice that went over the limit, named until the next choice or removal.
  const [skipped, setSkipped] = useState<string[]>([]);
  // What the last upload or removal did, for a screen reader (a status region that is always there; the
  // list itself was a live region that read every file again on each change, and each failure twice).
  const [done, setDone] = useState('');
  // Where focus goes once a removed file's row (and its focused button) is gone: the next row's button,
  // else the previous one's, else the picker. Left to the browser, it would fall back to the page's top.
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const picker = useRef<HTMLInputElement>(null);
  const focusAfterRemoval = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === undefined) return;
    focusAfterRemoval.current = undefined;
    (target === null ? picker.current : removeButtons.current.get(target))?.focus();
  }, [items]);

  const refused = items.filter((item) => item.state === 'failed').length;

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<AttachmentItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** `again`: the key of a failed row whose file is sent anew, in its place. */
  const upload = (file: File, again?: string) => {
    const key = again ?? `upload-${(nextKey += 1)}`;
    const tooLarge = file.size > uploadMaxBytes;
    const row: AttachmentItem = tooLarge
      ? {
          key,
          fileName: file.name,
          state: 'failed',
          progress: 0,
          error: `Файл больше ${megabytes(uploadMaxBytes)}: уменьшите его или разделите на\u00a0части`,
        }
      : { key, fileName: file.name, state: 'uploading', progress: 0 };
    setItems((current) => (again ? current.map((item) => (item.key === key ? row : item)) : [...current, row]));
    if (tooLarge) return;
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadFile(api, file, {
      signal: controller.signal,
      onProgress: (progress) => update(key, { progress }),
    })
      .then((uploaded) => {
        update(key, { state: 'done', progress: 1, file: uploaded, fileName: uploaded.fileName });
        setDone(`Файл ${uploaded.fileName} загружен`);
      })
      .catch((uploadError: unknown) => {
        if (controller.signal.aborted) return;
        // About the file, not the form's text (QA: a failed upload said «всё введённое осталось в форме»).
        update(key, {
          state: 'failed',
          error: failureMessage(uploadError, { typed: false }),
          retry: mayPass(uploadError) ? file : undefined,
        });
      })
      .finally(() => uploads.current.delete(key));
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    const index = items.findIndex((item) => item.key === key);
    focusAfterRemoval.current = (items[index + 1] ?? items[index - 1])?.key ?? null;
    if (items[index]) setDone(`Файл ${items[index].fileName} убран`);
    setSkipped([]);
    setItems((current) => current.filter((item) => item.key !== key));
  };

  const kept = items.length - refused;
  const message = submitted && refused > 0 ? REFUSED_FILES_MESSAGE : error;
  const full = kept >= MAX_ATTACHMENTS;

  return (
    <Frame role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <Title id={`${id}-title`}>Файлы проекта</Title>
      <Hint id={`${id}-hint`}>
        {`Презентация, финансовая модель, документы\u00a0— до\u00a0${MAX_ATTACHMENTS}\u00a0файлов, каждый до\u00a0${megabytes(uploadMaxBytes)}. Форматы: ${ALLOWED_FORMATS_TEXT}.`}
      </Hint>
      <Picker data-disabled={full ? '' : undefined}>
        <input
          className={visuallyHidden}
          type="file"
          multiple
          disabled={full}
          accept={UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          ref={picker}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            for (const file of chosen.slice(0, MAX_ATTACHMENTS - kept)) upload(file);
            setSkipped(chosen.slice(MAX_ATTACHMENTS - kept).map((file) => file.name));
            event.target.value = '';
          }}
        />
        {full ? 'Добавлено максимальное число файлов' : '+ Выбрать файлы'}
      </Picker>
      {items.length > 0 ? (
        <Items>
          {items.map((item) => (
            <Item key={item.key} data-state={item.state}>
              <span>
                {/* A file the fund already has can be opened to check it (QA: on an application's edit page
                    the files it kept were bare names). The link is the uploader's own: signed, for a while. */}
                {item.file ? (
                  <a href={item.file.downloadLink} download={item.fileName}>
                    {item.fileName}
                  </a>
                ) : (
                  item.fileName
                )}
              </span>
              <Actions>
                {item.retry ? (
                  <Remove
                    type="button"
                    onClick={() => {
                      // This button goes with the new try: focus stays in the row, on «Отменить».
                      removeButtons.current.get(item.key)?.focus();
                      upload(item.retry!, item.key);
                    }}
                    aria-label={`Загрузить файл ${item.fileName} ещё раз`}
                  >
                    Повторить
                  </Remove>
                ) : null}
                <Remove
                  type="button"
                  ref={(button) => {
                    if (button) removeButtons.current.set(item.key, button);
                    else removeButtons.current.delete(item.key);
                  }}
                  onClick={() => remove(item.key)}
                  aria-label={`Убрать файл ${item.fileName}`}
                >
                  {item.state === 'uploading' ? 'Отменить' : 'Убрать'}
                </Remove>
              </Actions>
              {item.state === 'uploading' ? <progress max={1} value={item.progress} aria-label={`Загрузка ${item.fileName}`} /> : null}
              {item.state === 'failed' ? <p role="alert">{item.error}</p> : null}
            </Item>
          ))}
        </Items>
      ) : null}
      {skipped.length > 0 ? (
        <ErrorText role="alert">
          {/* Files the API refused since free their places (QA: the message still said there was no room). */}
          {full
            ? `Можно приложить не\u00a0больше ${MAX_ATTACHMENTS}\u00a0файлов — не\u00a0добавлены: ${skipped.join(', ')}`
            : `Не\u00a0добавлены: ${skipped.join(', ')}. Теперь для\u00a0них есть место: выберите их ещё раз.`}
        </ErrorText>
      ) : null}
      {message ? <ErrorText role="alert">{message}</ErrorText> : null}
      <p role="status" className={visuallyHidden}>
        {done}
      </p>
    </Frame>
  );
}
