import { Button, Dialog, DialogDismiss, DialogHeading, Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useState } from 'react';
import { App as Search } from '../search/ariakit';
import { CLOSE, DIALOG_TEXT, DIALOG_TITLE, DIALOG_TRIGGER, MENU_ITEMS, MENU_LABEL } from '../shared';

/** Ariakit Combobox + Menu + Dialog. */
export function App() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Search />
      <MenuProvider>
        <MenuButton>{MENU_LABEL}</MenuButton>
        <Menu>
          {MENU_ITEMS.map((label) => (
            <MenuItem key={label}>{label}</MenuItem>
          ))}
        </Menu>
      </MenuProvider>
      <Button onClick={() => setOpen(true)}>{DIALOG_TRIGGER}</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogHeading>{DIALOG_TITLE}</DialogHeading>
        <p>{DIALOG_TEXT}</p>
        <DialogDismiss>{CLOSE}</DialogDismiss>
      </Dialog>
    </div>
  );
}
