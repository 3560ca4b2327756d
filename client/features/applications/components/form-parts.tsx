// Pieces the application forms share: the card they sit in, the section headings and the failure box
// (the consent checkbox is components/consent-field.tsx, shared with the lead forms).
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';

export const FormCard = styled.form`
  display: grid;
  gap: 22px;
  padding: 40px;
  border-radius: 24px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  box-shadow: 0 16px 48px rgba(22, 20, 43, 0.06);

  fieldset {
    display: grid;
    gap: 20px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 16px;
    font-size: 20px;
    font-weight: 700;
  }
  ${media.narrow} {
    padding: 24px 18px;
  }
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;

  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FailureBox = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  background: #fdeced;
  color: ${colors.danger};
`;
