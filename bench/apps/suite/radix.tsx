import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CLOSE, DIALOG_TEXT, DIALOG_TITLE, DIALOG_TRIGGER, MENU_ITEMS, MENU_LABEL } from '../shared';

/** A dropdown menu and a dialog on Radix primitives (what the skins use). */
export function RadixMenuAndDialog() {
  return (
    <div>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>{MENU_LABEL}</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content>
            {MENU_ITEMS.map((label) => (
              <DropdownMenu.Item key={label}>{label}</DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog.Root>
        <Dialog.Trigger>{DIALOG_TRIGGER}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay />
          <Dialog.Content>
            <Dialog.Title>{DIALOG_TITLE}</Dialog.Title>
            <Dialog.Description>{DIALOG_TEXT}</Dialog.Description>
            <Dialog.Close>{CLOSE}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
