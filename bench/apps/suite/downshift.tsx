import { App as Search } from '../search/downshift';
import { RadixMenuAndDialog } from './radix';

/** Downshift useCombobox + Radix menu and dialog. */
export function App() {
  return (
    <div>
      <Search />
      <RadixMenuAndDialog />
    </div>
  );
}
