import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { autocompleteBody } from '../../../src/search/__fixtures__/fakeFetch';
import { SearchBar } from '../../roofline';
import { advance, renderBar } from './__fixtures__/renderBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('given the mobile SearchBar', () => {
  it('should be collapsed to a search icon button', () => {
    renderBar({ variant: 'mobile' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('should open full-screen from the icon, focus the field and close with the back arrow', async () => {
    const onOpenChange = jest.fn();
    const { user } = renderBar({ variant: 'mobile', onOpenChange });
    const trigger = screen.getByRole('button', { name: 'Search' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Search for a project' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(trigger).toHaveFocus();
  });

  it('should search and navigate from inside the full-screen search', async () => {
    const { user, calls, navigate } = renderBar({ variant: 'mobile' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog');
    await user.keyboard('gutter');
    await advance(100);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.respond(autocompleteBody(['Clean gutters', 'Install gutters'])));
    await user.click(within(dialog).getByRole('option', { name: 'Install gutters' }));
    expect(navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1001');
  });

  it('should close the suggestions on the first Escape and the search on the second', async () => {
    const { user } = renderBar({ variant: 'mobile' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: 'Project' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should follow a controlled open state without its own trigger', async () => {
    function HeaderLike() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Header search
          </button>
          <SearchBar variant="mobile" open={open} onOpenChange={setOpen} showTrigger={false} />
        </>
      );
    }
    const { user } = renderBar({}, {}, HeaderLike);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Header search' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should have no axe violations collapsed and open', async () => {
    const { container, user } = renderBar({ variant: 'mobile' });
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    jest.useRealTimers();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
