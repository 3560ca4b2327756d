// A person's photo in a circle, or their initials when the fund has no photo. The name is always
// written beside it, so the image is decorative. `size` is the natural size; a layout may shrink it.
import { styled } from '@linaria/react';
import type { CSSProperties } from 'react';
import type { PersonListItem } from '#shared/schemas/person.ts';
import { colors } from '#client/components/ui/theme.ts';

const Photo = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: ${colors.purpleLight};
`;

const Initials = styled.span`
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
  size: number;
  eager?: boolean;
}) {
  if (!person.photo) {
    return (
      <Initials aria-hidden="true" style={{ '--photo-size': `${size}px` } as CSSProperties}>
        {initialsOf(person.name)}
      </Initials>
    );
  }
  return <Photo src={person.photo} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
