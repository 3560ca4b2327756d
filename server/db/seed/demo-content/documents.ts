// Demo documents by category. The files are the generated PDFs of server/media/demo-documents.ts.

export interface DemoDocumentCategory {
  slug: string;
  name: string;
  /** File names in server/media/demo-documents.ts, in the order shown. */
  fileNames: string[];
}

export const DEMO_DOCUMENT_CATEGORIES: DemoDocumentCategory[] = [
  {
    slug: 'uchreditelnye-dokumenty',
    name: 'Учредительные документы и отчёты',
    fileNames: ['ustav-fonda.pdf', 'godovoj-otchet-o-deyatelnosti.pdf'],
  },
  {
    slug: 'programmy-podderzhki',
    name: 'Программы поддержки',
    fileNames: ['polozhenie-pervyj-shag.pdf', 'polozhenie-arkticheskij-vektor.pdf', 'poryadok-rassmotreniya-proektov.pdf'],
  },
  {
    slug: 'konkursy',
    name: 'Конкурсы',
    fileNames: ['polozhenie-konkursa-arkticheskij-startap.pdf', 'itogi-konkursa-innovacionnyj-proekt.pdf'],
  },
  {
    slug: 'personalnye-dannye',
    name: 'Персональные данные',
    fileNames: ['politika-obrabotki-personalnyh-dannyh.pdf'],
  },
];

/** Documents outside any category: the rules the AI landing links to. */
export const DEMO_STANDALONE_DOCUMENTS = ['pravila-konkursa-idej.pdf'];
