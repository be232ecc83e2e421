/**
 * useValidator without a form library: spread the getters, render every message element always.
 * Also shows the engine on its own (`validate`) and an async custom rule (awaited on submit and blur).
 */
import { useValidator, validate, type RuleSet } from '../../src';

const projectRules: RuleSet = {
  projectTitle: { label: 'Project title', required: true, title: true, maxLength: 80 },
  city: { required: true, city: true },
  preferredTime: { label: 'Preferred time', validateHours: true },
  startDate: { label: 'Start date', date: 'MM/dd/yyyy' },
  promoCode: {
    label: 'Promo code',
    custom: async (value) => {
      if (!value) return undefined;
      const response = await fetch(`/api/promo/${encodeURIComponent(String(value))}`);
      return response.ok ? undefined : '{0} is not recognised';
    },
  },
};

const fields = [
  ['projectTitle', 'Project title'],
  ['city', 'City'],
  ['preferredTime', 'Preferred time (09:30 AM)'],
  ['startDate', 'Start date (MM/DD/YYYY)'],
  ['promoCode', 'Promo code'],
] as const;

export function ProjectForm({ onSend }: { onSend: (values: Record<string, unknown>) => void }) {
  const { getFieldProps, getErrorProps, getFieldId, errors, status, handleSubmit } = useValidator({
    rules: projectRules,
  });

  return (
    <form onSubmit={handleSubmit(onSend)} noValidate>
      {fields.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={getFieldId(name)}>{label}</label>
          <input {...getFieldProps(name)} />
          <p {...getErrorProps(name)}>{errors[name]}</p>
        </div>
      ))}
      <button type="submit" aria-disabled={status === 'validating'}>
        Send
      </button>
    </form>
  );
}

/** The engine alone: pure, synchronous, no React (a server can run the same rules). */
export function checkContact(values: { zip?: string; phone?: string }) {
  return validate(values, {
    zip: { label: 'ZIP code', required: true, postalCode: true },
    phone: { phoneNumber: true },
  });
}
// checkContact({ zip: '1234', phone: '(212) 555-1234' })
// -> { valid: false, errors: { zip: 'Must enter a valid ZIP code' } }
