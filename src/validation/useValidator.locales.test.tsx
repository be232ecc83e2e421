/**
 * The validator's and the error catalogue's messages in the page's language (issue 35): the catalogue's
 * `validation` and `errors` areas, the spec's en-US ones without, `textOverrides` per locale and the
 * hook's `messages` (or `getErrorMessage`'s `texts`) per form or call.
 */
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig } from '../config';
import { getErrorMessage } from '../errors/errorCatalogue';
import { useErrorMessages } from '../errors/useErrorMessages';
import { enCA, esUS, frFR } from '../i18n/locales';
import { ValidatorForm, type ValidatorFormProps } from './__fixtures__/ValidatorForm';
import type { RuleSet } from './validation.types';

const rules: RuleSet = {
  email: { label: 'E-mail', required: true, email: true },
  zipCode: { postalCode: true },
  password: { password: true },
  confirmPassword: { equalTo: 'password' },
  size: { oneOf: ['small', 'large'] },
  terms: { label: 'Les conditions', acceptance: true },
};

async function submitted(config: ChromeConfig, props: Partial<ValidatorFormProps> = {}) {
  const user = userEvent.setup();
  render(
    <ChromeProvider config={config}>
      <ValidatorForm rules={rules} {...props} />
    </ChromeProvider>,
  );
  await user.type(screen.getByLabelText('zipCode'), '12');
  await user.type(screen.getByLabelText('password'), 'aaa');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return (name: string) => document.getElementById(screen.getByLabelText(name).getAttribute('aria-describedby')!);
}

describe('useValidator’s messages', () => {
  it('are the spec’s en-US words, character for character, on a page without another catalogue', async () => {
    const message = await submitted({});
    expect(message('email')).toHaveTextContent(/^E-mail is required$/);
    expect(message('zipCode')).toHaveTextContent(/^Must enter a valid ZIP code$/);
  });

  it('are the catalogue’s on a French page, and the field is named by them', async () => {
    const message = await submitted({ domain: 'www.travaux.com', catalogues: [frFR] });
    expect(message('email')).toHaveTextContent(/^E-mail est obligatoire$/);
    expect(message('zipCode')).toHaveTextContent(/^Veuillez saisir un code postal valide$/);
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription('E-mail est obligatoire');
  });

  it('are a Canadian page’s English with its postal-code word', async () => {
    const message = await submitted({ domain: 'homestars.com', catalogues: [enCA] });
    expect(message('zipCode')).toHaveTextContent(/^Must enter a valid postal code$/);
  });

  it('take textOverrides per locale, the hook’s `messages` over them, and a field’s own message over all', async () => {
    const message = await submitted(
      {
        domain: 'www.roofline.com',
        locale: 'es-US',
        catalogues: [esUS],
        textOverrides: { 'es-US': { validation: { required: 'Falta {0}', postalCode: 'Código postal incorrecto' } } },
      },
      {
        messages: { postalCode: 'Revisa el código postal' },
        rules: { ...rules, password: { password: true, message: 'Contraseña propia' } },
      },
    );
    expect(message('email')).toHaveTextContent(/^Falta E-mail$/);
    expect(message('zipCode')).toHaveTextContent(/^Revisa el código postal$/);
    expect(message('password')).toHaveTextContent(/^Contraseña propia$/);
  });
});

describe('the error catalogue’s messages', () => {
  const wrapper =
    (config: ChromeConfig) =>
    ({ children }: { children: ReactNode }) => <ChromeProvider config={config}>{children}</ChromeProvider>;

  it('are the spec’s en-US words without a catalogue, and the catalogue’s on a Spanish page', () => {
    const en = renderHook(() => useErrorMessages(), { wrapper: wrapper({}) }).result.current;
    expect(getErrorMessage(401, { texts: en })).toBe(
      "Unauthorized! We're sorry it appears you're not logged in. Please log in.",
    );
    const es = renderHook(() => useErrorMessages(), {
      wrapper: wrapper({ domain: 'www.roofline.com', locale: 'es-US', catalogues: [esUS] }),
    }).result.current;
    expect(getErrorMessage(401, { texts: es })).toBe(esUS.messages.errors!['401']);
    expect(getErrorMessage({ status: 418 }, { texts: es })).toBe(esUS.messages.errors!.default);
    expect(getErrorMessage(401, { texts: es, overrides: { 401: 'Inicia sesión' } })).toBe('Inicia sesión');
  });

  it('take textOverrides per locale and the hook’s own', () => {
    const texts = renderHook(() => useErrorMessages({ '403': 'Sin acceso' }), {
      wrapper: wrapper({
        domain: 'www.roofline.com',
        locale: 'es-US',
        catalogues: [esUS],
        textOverrides: { 'es-US': { errors: { '500': 'Servicio caído' } } },
      }),
    }).result.current;
    expect([getErrorMessage(403, { texts }), getErrorMessage(500, { texts })]).toEqual([
      'Sin acceso',
      'Servicio caído',
    ]);
  });
});
