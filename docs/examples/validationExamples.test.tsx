import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SignUpForm } from './validationForm';
import { ProjectForm, checkContact } from './validationUseValidator';

describe('the validation docs examples', () => {
  it('SignUpForm should show the engine messages and submit once valid', async () => {
    const onSignUp = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    const { container } = render(<SignUpForm onSignUp={onSignUp} />);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email address'), 'me@example.com');
    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await user.type(screen.getByLabelText('Password'), 'correct horse 1');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse 1');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await waitFor(() => expect(onSignUp).toHaveBeenCalledTimes(1));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('ProjectForm should validate a field on blur', async () => {
    const user = userEvent.setup();
    render(<ProjectForm onSend={jest.fn()} />);
    await user.type(screen.getByLabelText('Preferred time (09:30 AM)'), '13:00');
    await user.tab();
    expect(await screen.findByText('Please enter a valid time: ##:## AM or PM')).toBeInTheDocument();
  });

  it('checkContact should run the engine alone', () => {
    expect(checkContact({ zip: '1234', phone: '(212) 555-1234' })).toEqual({
      valid: false,
      errors: { zip: 'Must enter a valid ZIP code' },
    });
  });
});
