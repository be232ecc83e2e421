import { App as Search } from '../search/ours';
import { RadixMenuAndDialog } from './radix';

/** useSearchBox + the Radix menu and dialog the skins are built on. */
export function App() {
  return (
    <div>
      <Search />
      <RadixMenuAndDialog />
    </div>
  );
}
