// How to apply to the fund: numbered steps in an ordered list, the numbers drawn large beside them.
import { styled } from '@linaria/react';
import { colors, media } from '#client/components/ui/theme.ts';
import type { ApplicationStep } from '../facts/application.ts';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Step = styled.li`
  counter-increment: step;
  position: relative;
  padding: 28px;
  border-radius: 20px;
  background: ${colors.surface};

  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    margin-bottom: 16px;
    border-radius: 50%;
    background: ${colors.purple};
    color: ${colors.white};
    font-weight: 800;
    font-size: 18px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }

  ${media.narrow} {
    padding: 20px 20px 20px 80px;

    &::before {
      position: absolute;
      left: 20px;
      top: 20px;
    }
  }
`;

export function ApplicationSteps({ steps }: { steps: ApplicationStep[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <Step key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </Step>
      ))}
    </Steps>
  );
}
