import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { autocompleteBody } from '../../../src/search/__fixtures__/fakeFetch';
import { advance, renderBar } from './__fixtures__/renderBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const RESULTS =
  'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch' +
  '&initialSearch=true&sourcePage=Homepage&postalCode=10001&query=roof%20repair';

describe('given the popover SearchBar (the desktop header search)', () => {
  it('should be a search icon button announcing a dialog, collapsed', () => {
    renderBar({ variant: 'popover' });
    const icon = screen.getByRole('button', { name: 'Search' });
    expect(icon).toHaveAttribute('aria-haspopup', 'dialog');
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    expect(icon).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('after clicking the icon', () => {
    it('should open a non-modal panel the icon controls, with the project field focused', async () => {
      const { user } = renderBar({ variant: 'popover' });
      const icon = screen.getByRole('button', { name: 'Search' });
      await user.click(icon);
      const panel = screen.getByRole('dialog', { name: 'Search for a project' });
      expect(panel).not.toHaveAttribute('aria-modal', 'true');
      expect(icon).toHaveAttribute('aria-expanded', 'true');
      expect(icon).toHaveAttribute('aria-controls', panel.id);
      expect(within(panel).getByRole('combobox', { name: 'Project' })).toHaveFocus();
      expect(within(panel).getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Search' })).toBeInTheDocument();
      // Beside its icon in the DOM (no portal), so it is positioned under it.
      expect(icon.parentElement).toContainElement(panel);
    });

    it('should show suggestions for typed text and submit Enter to the results URL', async () => {
      const { user, calls, navigate } = renderBar({ variant: 'popover' });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      const panel = screen.getByRole('dialog');
      await user.keyboard('roof repair');
      await advance(100);
      expect(calls).toHaveLength(1);
      await act(async () => calls[0]?.respond(autocompleteBody(['Roof repair', 'Roof replacement'])));
      expect(
        within(panel)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Roof repair', 'Roof replacement']);
      await user.type(within(panel).getByRole('textbox', { name: 'ZIP code' }), '10001');
      await user.click(within(panel).getByRole('combobox'));
      await user.keyboard('{Escape}{Enter}');
      expect(navigate).toHaveBeenCalledWith(RESULTS);
    });

    it('should close the suggestions on the first Escape, the panel on the second, focus back on the icon', async () => {
      const onOpenChange = jest.fn();
      const { user } = renderBar({ variant: 'popover', onOpenChange });
      const icon = screen.getByRole('button', { name: 'Search' });
      await user.click(icon);
      const input = screen.getByRole('combobox', { name: 'Project' });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{Escape}');
      await advance(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
      expect(icon).toHaveFocus();
      expect(icon).toHaveAttribute('aria-expanded', 'false');
    });

    it('should close on a click outside (focus back on the icon) and toggle from the icon', async () => {
      const { user } = renderBar({ variant: 'popover' });
      const icon = screen.getByRole('button', { name: 'Search' });
      await user.click(icon);
      await user.click(document.body);
      await advance(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(icon).toHaveFocus();
      await user.click(icon);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.click(icon);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('should have no axe violations open', async () => {
      const { user } = renderBar({ variant: 'popover' });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      jest.useRealTimers();
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });
});
