import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  Popover,
} from 'react-aria-components';
import { App as Search } from '../search/reactAriaComponents';
import { CLOSE, DIALOG_TEXT, DIALOG_TITLE, DIALOG_TRIGGER, MENU_ITEMS, MENU_LABEL } from '../shared';

/** react-aria-components ComboBox + Menu + Dialog. */
export function App() {
  return (
    <div>
      <Search />
      <MenuTrigger>
        <Button>{MENU_LABEL}</Button>
        <Popover>
          <Menu>
            {MENU_ITEMS.map((label) => (
              <MenuItem key={label}>{label}</MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <DialogTrigger>
        <Button>{DIALOG_TRIGGER}</Button>
        <Modal>
          <Dialog>
            <Heading slot="title">{DIALOG_TITLE}</Heading>
            <p>{DIALOG_TEXT}</p>
            <Button slot="close">{CLOSE}</Button>
          </Dialog>
        </Modal>
      </DialogTrigger>
    </div>
  );
}
