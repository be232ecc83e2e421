import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomUiPage } from '../../custom-ui/CustomUiPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CustomUiPage />
  </StrictMode>,
);
