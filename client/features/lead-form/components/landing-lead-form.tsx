// A page's own lead form (the AI landing's events): leaving it with something typed asks first, and once
// sent the visitor goes to that form's thank-you page.
import { useNavigate } from 'react-router-dom';
import { LeadForm, type LeadFormProps } from './lead-form.tsx';

export function LandingLeadForm({ thankYouPath, ...props }: Omit<LeadFormProps, 'onSent'> & { thankYouPath: string }) {
  const navigate = useNavigate();
  return (
    <LeadForm
      leaveWarning={'Заявка ещё не\u00a0отправлена: заполненные поля не\u00a0сохранятся.'}
      {...props}
      onSent={() => void navigate(thankYouPath)}
    />
  );
}
