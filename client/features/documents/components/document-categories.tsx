// The fund's documents by category: each document is a download link that says what it is and what kind
// of file it is («PDF»), so nobody downloads a spreadsheet expecting a text (DESIGN D4, spec §3).
import { styled } from '@linaria/react';
import type { DocumentCategory, FundDocument } from '#shared/schemas/document.ts';
import { colors, media } from '#client/components/ui/theme.ts';

const Categories = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Category = styled.section`
  padding: 28px 32px 20px;
  border-radius: 20px;
  background: ${colors.surface};

  h3 {
    margin: 0 0 12px;
    font-size: 20px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${colors.line};
  }

  ${media.narrow} {
    padding: 20px 20px 12px;
  }
`;

/* A title's long word wraps, and the file type stays in view beside it (QA: «PDF» off screen at 390 px). */
const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 500;
`;

const DocumentLink = styled.a`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 14px 0;
  color: ${colors.ink};
  text-decoration: none;

  &:hover ${Title} {
    color: ${colors.purple};
    text-decoration: underline;
  }
`;

const Icon = styled.svg`
  flex: none;
  color: ${colors.purple};
`;

const Extension = styled.span`
  flex: none;
  min-width: 52px;
  padding: 4px 10px;
  border-radius: 8px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  color: ${colors.purple};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-align: center;
`;

/** «PDF»; «ФАЙЛ» when the file name has no extension. */
export function extensionLabel(document: Pick<FundDocument, 'extension'>): string {
  return document.extension ? document.extension.toUpperCase() : 'ФАЙЛ';
}

function FileIcon() {
  return (
    <Icon width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M14 3v5h5M9 13h6M9 17h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </Icon>
  );
}

export function DocumentCategories({ categories }: { categories: DocumentCategory[] }) {
  return (
    <Categories>
      {categories.map((category) => (
        <Category key={category.id} aria-labelledby={`documents-${category.slug}`}>
          <h3 id={`documents-${category.slug}`}>{category.name}</h3>
          <ul>
            {category.documents.map((document) => (
              <li key={document.id}>
                <DocumentLink href={document.url} download>
                  <FileIcon />
                  <Title>{document.title}</Title>
                  <Extension>{extensionLabel(document)}</Extension>
                </DocumentLink>
              </li>
            ))}
          </ul>
        </Category>
      ))}
    </Categories>
  );
}
