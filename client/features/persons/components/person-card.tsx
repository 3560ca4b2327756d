// One of the fund's people on the About page: photo, name, position; the card opens the person's page.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import type { PersonListItem } from '#shared/schemas/person.ts';
import { paths } from '#client/app/paths.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { PersonPhoto } from './person-photo.tsx';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
  border-radius: 20px;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  transition:
    box-shadow 0.2s,
    border-color 0.2s;

  &:hover {
    border-color: ${colors.purple};
    box-shadow: 0 12px 32px rgba(22, 20, 43, 0.08);
  }

  ${media.narrow} {
    flex-direction: row;
    align-items: center;
    padding: 16px;

    img {
      width: 72px;
      height: 72px;
    }
    /* The initials, when there is no photo. */
    > span {
      --photo-size: 72px;
    }
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 19px;

  a {
    color: ${colors.ink};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 20px;
  }
`;

/* A long word of a position wraps in the card (QA: the page 537 px wide at 390). */
const Position = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: 15px;
  color: ${colors.inkSoft};
`;

export function PersonCard({ person }: { person: PersonListItem }) {
  return (
    <Card>
      <PersonPhoto person={person} size={96} />
      <div>
        <Name>
          <Link to={paths.person(person.slug)}>{person.name}</Link>
        </Name>
        <Position>{person.position}</Position>
      </div>
    </Card>
  );
}
