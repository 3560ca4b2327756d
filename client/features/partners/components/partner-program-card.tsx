// A partner programme: its logo (the programme's name as the text alternative), name and description,
// and its own site when it has one (a new tab, without giving that site a handle on ours).
import { styled } from '@linaria/react';
import type { PartnerProgram } from '#shared/schemas/partner-program.ts';
import { colors, media } from '#client/components/ui/theme.ts';
import { visuallyHidden } from '#client/components/ui/visually-hidden.ts';

const Card = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: 28px;
  align-items: start;
  padding: 32px;
  border-radius: 20px;
  background: ${colors.white};
  border: 1px solid ${colors.line};

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    padding: 24px;
  }
`;

/** Logos are landscape (2:1 in the demo); any other shape is fitted without cropping. */
const Logo = styled.img`
  width: 160px;
  height: 80px;
  object-fit: contain;
  object-position: left center;

  ${media.narrow} {
    width: 144px;
    height: 72px;
  }
`;

const Name = styled.h3`
  margin: 0 0 10px;
  font-size: 22px;
`;

const Description = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
`;

const More = styled.a`
  position: relative;
  display: inline-block;
  margin-top: 16px;
  font-weight: 600;
`;

export function PartnerProgramCard({ program }: { program: PartnerProgram }) {
  return (
    <Card>
      <Logo src={program.logoUrl} alt={`Логотип: ${program.name}`} width={160} height={80} loading="lazy" decoding="async" />
      <div>
        <Name>{program.name}</Name>
        <Description>{program.description}</Description>
        {program.url ? (
          <More href={program.url} target="_blank" rel="noopener noreferrer">
            Сайт программы<span aria-hidden="true"> ↗</span>
            <span className={visuallyHidden}> (откроется в&nbsp;новой вкладке)</span>
          </More>
        ) : null}
      </div>
    </Card>
  );
}
