import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Description,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
} from '@headlessui/react';
import { useState } from 'react';
import { App as Search } from '../search/headlessui';
import { CLOSE, DIALOG_TEXT, DIALOG_TITLE, DIALOG_TRIGGER, MENU_ITEMS, MENU_LABEL } from '../shared';

/** Headless UI Combobox + Menu + Dialog. */
export function App() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Search />
      <Menu>
        <MenuButton>{MENU_LABEL}</MenuButton>
        <MenuItems>
          {MENU_ITEMS.map((label) => (
            <MenuItem key={label}>
              <button type="button">{label}</button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      <button type="button" onClick={() => setOpen(true)}>
        {DIALOG_TRIGGER}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogPanel>
          <DialogTitle>{DIALOG_TITLE}</DialogTitle>
          <Description>{DIALOG_TEXT}</Description>
          <button type="button" onClick={() => setOpen(false)}>
            {CLOSE}
          </button>
        </DialogPanel>
      </Dialog>
    </div>
  );
}
