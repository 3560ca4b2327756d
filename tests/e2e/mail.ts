// The fund's mailbox in browser tests: the server writes each e-mail as an .eml file into
// $E2E_DATA_DIR/mail (no SMTP_URL), and a test finds the one its lead produced.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/**
 * The text of the e-mail that mentions `marker`, once the outbox has sent it. The e-mail names the lead's
 * number, and its outbox row references the lead's row (a foreign key, written in the same transaction), so
 * a sent e-mail with a number means the lead itself is in the database.
 */
export async function mailMentioning(marker: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const text = await readFile(path.join(mailDir, file), 'utf8');
          if (decodeMail(text).includes(marker)) found = decodeMail(text);
        }
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(found, 'the e-mail names the stored lead').toMatch(
    /Номер заявки:? ?[\s\S]{0,40}?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
  );
  return found;
}

/** How many e-mails written so far mention `marker`. */
export async function mailCountMentioning(marker: string): Promise<number> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  let count = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    if (decodeMail(await readFile(path.join(mailDir, file), 'utf8')).includes(marker)) count += 1;
  }
  return count;
}

/** Undoes quoted-printable and base64 bodies enough to search the text. */
function decodeMail(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (match) => Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  const quoted = raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (sequence) => {
    const bytes = sequence
      .split('=')
      .filter(Boolean)
      .map((hex) => Number.parseInt(hex, 16));
    return Buffer.from(bytes).toString('utf8');
  });
  return [quoted, ...base64Parts].join('\n');
}
