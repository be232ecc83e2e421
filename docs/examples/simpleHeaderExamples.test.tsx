import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ChromeProvider } from '../../src';
import { makeRawNavigationData } from '../../src/navigation/__fixtures__/navigationData';
import { CheckoutLogoBar } from './simpleHeaderCustomUi';

describe('the simple header docs example', () => {
  it('CheckoutLogoBar should link the CMS logo to the brand home', async () => {
    const { container } = render(<CheckoutLogoBar navigationData={makeRawNavigationData()} queryString="a=1" />);
    expect(screen.getByRole('link', { name: 'Roofline Home' })).toHaveAttribute(
      'href',
      'https://www.roofline.com/?a=1',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it("CheckoutLogoBar should link to the provider's brand without data", () => {
    render(
      <ChromeProvider config={{ brand: 'HOME_ADVISOR' }}>
        <CheckoutLogoBar />
      </ChromeProvider>,
    );
    expect(screen.getByRole('link', { name: 'HomeAdvisor Home' })).toHaveAttribute(
      'href',
      'https://www.homeadvisor.com/',
    );
  });
});
