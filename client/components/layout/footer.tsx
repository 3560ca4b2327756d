// The main footer: the fund's address and contacts, links to the terms and the personal-data policy.
import { styled } from '@linaria/react';
import { Link } from '#client/components/ui/link.tsx';
import { siteInfo } from '#shared/site-info.ts';
import { Container } from '../ui/container.tsx';
import { colors, media } from '../ui/theme.ts';
import { paths } from '#client/app/paths.ts';

const Bar = styled.footer`
  margin-top: 96px;
  padding: 48px 0;
  background: ${colors.ink};
  color: #d9d7e8;

  a {
    color: ${colors.white};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 32px;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Name = styled.p`
  margin: 0 0 8px;
  font-weight: 700;
  color: ${colors.white};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

export function Footer() {
  return (
    <Bar>
      <Container>
        <Columns>
          <div>
            <Name>{siteInfo.name}</Name>
            <address>{siteInfo.address}</address>
          </div>
          <List>
            <li>
              <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`}>{siteInfo.phone}</a>
            </li>
            <li>
              <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
            </li>
          </List>
          <List>
            <li>
              <Link to={paths.termsOfUse()}>Пользовательское соглашение</Link>
            </li>
            <li>
              <Link to={paths.personalData()}>Согласие на обработку персональных данных</Link>
            </li>
          </List>
        </Columns>
      </Container>
    </Bar>
  );
}
