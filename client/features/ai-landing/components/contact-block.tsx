// The main page's closing call: a question to the campaign's coordinator (the app puts the contact-us
// button in).
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Container } from '#client/components/ui/container.tsx';
import { colors, media } from '#client/components/ui/theme.ts';

const Band = styled.section`
  padding: 96px 0;

  ${media.mobile} {
    padding: 64px 0;
  }
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 24px 48px;
  padding: 56px 64px;
  border-radius: 32px;
  background: linear-gradient(120deg, ${colors.purple}, #7a3cc4 55%, #b53c8f);
  color: ${colors.white};
  --focus-ring: ${colors.white};

  h2 {
    margin: 0 0 8px;
    font-size: 40px;
    font-weight: 900;
    letter-spacing: -0.02em;
  }
  p {
    max-width: 560px;
    margin: 0;
    font-size: 18px;
  }
  ${media.narrow} {
    padding: 32px 24px;
    border-radius: 24px;

    h2 {
      font-size: 30px;
    }
  }
`;

export function ContactBlock({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Band aria-labelledby="contact-title">
      <Container>
        <Box>
          <div>
            <h2 id="contact-title">{title}</h2>
            <p>{text}</p>
          </div>
          {children}
        </Box>
      </Container>
    </Band>
  );
}
