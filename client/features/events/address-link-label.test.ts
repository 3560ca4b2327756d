import { describe, expect, it } from 'vitest';
import { addressLinkLabel } from './address-link-label.ts';

describe('addressLinkLabel', () => {
  it.each([
    ['https://yandex.ru/maps/-/CDdkUY~b', 'Открыть на\u00a0карте'],
    ['https://yandex.ru/map-widget/v1/?ll=34.36,61.78', 'Открыть на\u00a0карте'],
    ['https://maps.yandex.ru/?text=Петрозаводск', 'Открыть на\u00a0карте'],
    ['https://2gis.ru/petrozavodsk/geo/123', 'Открыть на\u00a0карте'],
    ['https://www.google.com/maps/place/Petrozavodsk', 'Открыть на\u00a0карте'],
    ['https://maps.app.goo.gl/abc', 'Открыть на\u00a0карте'],
    ['https://www.openstreetmap.org/#map=15/61.78/34.36', 'Открыть на\u00a0карте'],
    ['https://vk.com/video-123_456', 'Смотреть трансляцию'],
    ['https://vk.ru/video-123_456', 'Смотреть трансляцию'],
    ['https://vkvideo.ru/video-123_456', 'Смотреть трансляцию'],
    ['https://rutube.ru/live/video/abc/', 'Смотреть трансляцию'],
    ['https://www.youtube.com/watch?v=x', 'Смотреть трансляцию'],
    ['https://youtu.be/x', 'Смотреть трансляцию'],
    ['https://vk.com/venture_karelia', 'Открыть ссылку'],
    ['https://telemost.yandex.ru/j/123', 'Открыть ссылку'],
    ['https://example.org/yandex.ru/maps', 'Открыть ссылку'],
    ['https://yandex.ru/search/?text=технопарк', 'Открыть ссылку'],
  ])('%s → %s', (link, label) => {
    expect(addressLinkLabel(link)).toBe(label);
  });

  it.each(['javascript:alert(1)', 'yandex.ru/maps', 'mailto:info@example.org', ''])('%s is no link', (link) => {
    expect(addressLinkLabel(link)).toBeNull();
  });
});
