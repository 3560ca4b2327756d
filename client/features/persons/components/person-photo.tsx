// A person's photo in a circle, or their initials when the fund has no photo. The name is always
// written beside it, so the image is decorative. `size` is the natural size; a layout may shrink it
// (the initials by setting --photo-size).
import { styled } from '@linaria/react';
import type { PersonListItem } from '#shared/schemas/person.ts';
import { colors } from '#client/components/ui/theme.ts';

const Photo = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: ${colors.purpleLight};
`;

/** The sizes the pages use: a card of the team's, and a person's own page. */
type PhotoSize = 96 | 200;

// The size is a data attribute, not an inline style: the page's CSP (style-src 'self') drops a style
// attribute, and the circle was a flat strip (QA: a person without a photo on the About page).
const Initials = styled.span`
  --photo-size: 96px;
  &[data-size='200'] {
    --photo-size: 200px;
  }
  flex: none;
  width: var(--photo-size);
  height: var(--photo-size);
  font-size: calc(var(--photo-size) / 2.6);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${colors.purpleLight};
  color: ${colors.purple};
  font-weight: 700;
`;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function PersonPhoto({
  person,
  size,
  eager = false,
}: {
  person: Pick<PersonListItem, 'name' | 'photo'>;
  size: PhotoSize;
  eager?: boolean;
}) {
  if (!person.photo) {
    return (
      <Initials aria-hidden="true" data-size={size}>
        {initialsOf(person.name)}
      </Initials>
    );
  }
  return <Photo src={person.photo} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
