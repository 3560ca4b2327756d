// The fund's public contacts, shown in the footer and in structured data. Demo values until the fund
// supplies its own; change them here.
export const siteInfo = {
  name: 'Венчурный фонд Республики Карелия',
  shortName: 'Венчурный фонд Карелии',
  description: 'Финансовая, информационная и консультационная поддержка стартапов и инновационных компаний Республики Карелия.',
  address: '185035, Республика Карелия, г.\u00a0Петрозаводск, пр.\u00a0Ленина, д.\u00a01 (демо-\u2060адрес)',
  phone: '+7 (8142) 00-00-00',
  email: 'info@venture-karelia.example',
} as const;
