// Dates as the fund shows them: dd.mm.yyyy in Moscow time, the same on the server and in the browser
// (DESIGN §6), so hydration never sees a different day.
const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatDate(isoDateTime: string): string {
  return dateFormat.format(new Date(isoDateTime));
}
